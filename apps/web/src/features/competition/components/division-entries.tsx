import { useMessages } from '@/lib/i18n';

import { useDivisionEntries } from '../api/get-division-entries';

/** A division's public entry list: players (or "Private player"), their state and club. */
export function DivisionEntries({
  divisionId,
  id,
  label,
}: {
  divisionId: string;
  id: string;
  label: string;
}) {
  const t = useMessages().competition.divisions;
  const query = useDivisionEntries(divisionId, true);
  return (
    <div id={id} role="region" aria-label={label} className="mt-3 border-t border-slate-100 pt-3">
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t.entriesLoading}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t.entriesError}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noEntries}</p>
      ) : (
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
          {query.data.map((entry, index) => (
            <li key={index}>
              {entry.players
                .map((p) =>
                  // A private player comes without name or state (docs/security.md).
                  p.hidden || !p.fullName
                    ? t.privatePlayer
                    : p.state
                      ? `${p.fullName} (${p.state})`
                      : p.fullName,
                )
                .join(' / ')}
              {entry.club ? <span className="text-slate-600"> · {entry.club}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
