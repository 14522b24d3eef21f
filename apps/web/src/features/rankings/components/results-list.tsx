import { formatDate } from '@/lib/format-date-time';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatCount } from '@/lib/intl-format';
import { divisionLabel, parseRankingCategory } from '@app/shared/competition/categories';
import type { RankedResult } from '@app/shared/competition/rankings';

/** Results as a list of cards (they read well at 390 px): tournament, date, place, points. */
export function ResultsList({
  results,
  showCounted = false,
}: {
  results: RankedResult[];
  showCounted?: boolean;
}) {
  const m = useMessages().competition;
  const locale = useLocale();
  // The division in the reader's language, from its category (the server's label is English).
  const division = (r: RankedResult) => {
    const parsed = parseRankingCategory(r.category);
    return parsed ? divisionLabel(parsed, locale) : r.division;
  };
  if (results.length === 0) return <p className="text-slate-600">{m.results.none}</p>;
  return (
    <ul className="grid gap-2">
      {results.map((r) => (
        <li
          key={r.resultId}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3"
        >
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{r.tournament}</p>
            <p className="text-xs text-slate-600">
              {[
                formatDate(r.playedOn),
                division(r),
                (locale === 'ms' ? r.tierNameMs : r.tierName) ?? r.tier,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <div className="text-right">
            <p className="font-semibold text-slate-900">
              {m.results.place(r.placement)} · {formatCount(r.points)}{' '}
              {m.results.points.toLowerCase()}
            </p>
            {showCounted ? (
              <p
                className={
                  r.counted ? 'text-xs font-bold text-emerald-700' : 'text-xs text-slate-500'
                }
              >
                {r.counted ? m.rankings.resultCounted : m.rankings.resultNotCounted}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
