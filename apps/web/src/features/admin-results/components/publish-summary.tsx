import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { ResultsCheck, ResultsPublished } from '@app/shared/competition/results';

/** What a clean check found: the counts and each placement with its players and points. */
export function CheckSummary({ check }: { check: ResultsCheck }) {
  const t = useMessages().adminResults.summary;
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm"
    >
      <p className="font-semibold text-brand-900">
        {formatMessage(t.clean, { rows: check.rows, matches: check.matches })}
      </p>
      <ol className="space-y-1 text-slate-700">
        {check.preview.map((p, index) => (
          <li key={index}>
            {formatMessage(t.previewRow, {
              placement: p.placement,
              players: p.members.map((m) => `${m.name} (${m.memberId})`).join(' & '),
              points: p.points,
            })}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** After publishing: the counts, a correction's earlier counts, and that rankings follow. */
export function PublishedSummary({ published }: { published: ResultsPublished }) {
  const t = useMessages().adminResults.summary;
  return (
    <div
      role="status"
      className="space-y-1 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm"
    >
      <p className="font-semibold text-brand-900">
        {formatMessage(t.published, { rows: published.rows, matches: published.matches })}
      </p>
      {published.before.rows > 0 ? (
        <p className="text-slate-700">
          {formatMessage(t.corrected, {
            rows: published.before.rows,
            matches: published.before.matches,
          })}
        </p>
      ) : null}
      <p className="text-slate-700">{t.rankings}</p>
    </div>
  );
}
