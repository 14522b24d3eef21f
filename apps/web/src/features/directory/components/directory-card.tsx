import { useLocale, useMessages } from '@/lib/i18n';
import type { DirectoryEntry } from '@app/shared/directory';
import { formatMalaysiaDate } from '@app/shared/relative-time';

/** One entry in the finder: photo, name, place and key facts; opens its details. */
export function DirectoryCard({
  entry,
  onOpen,
}: {
  entry: DirectoryEntry;
  onOpen: (entry: DirectoryEntry) => void;
}) {
  const t = useMessages().directory;
  const locale = useLocale();
  const photo = entry.photos[0];
  const facts =
    entry.kind === 'venue'
      ? entry.courtsIndoor + entry.courtsOutdoor > 0
        ? t.courts(entry.courtsIndoor, entry.courtsOutdoor)
        : ''
      : entry.kind === 'coach' || entry.kind === 'referee'
        ? t.certified(
            entry.certificationLevel,
            entry.certificationExpiresOn
              ? formatMalaysiaDate(entry.certificationExpiresOn, 'short', locale)
              : null,
          )
        : '';
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {photo ? (
        <img src={photo} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[4/3] w-full bg-gradient-to-br from-brand-700 to-brand-900"
        />
      )}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-bold text-brand-900">{entry.name}</h3>
          {entry.verified ? (
            <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t.verified}
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {[entry.city, entry.state].filter(Boolean).join(', ')}
        </p>
        {facts ? <p className="mt-1 text-sm text-slate-700">{facts}</p> : null}
        <button
          type="button"
          onClick={() => onOpen(entry)}
          className="mt-auto self-start pt-3 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          aria-label={`${t.details}: ${entry.name}`}
        >
          {t.details}
        </button>
      </div>
    </article>
  );
}
