import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';

import { useCompetitionStats } from '../api/get-competition-stats';
import { categoryName } from '../utils/division-text';

import { RankingHistoryChart } from './ranking-history-chart';

/**
 * The portal's competition statistics: entries, results, match record (where scores were
 * recorded), and points, rank and ranking history per category.
 */
export function CompetitionStats() {
  const m = useMessages();
  const t = m.competition.stats;
  const locale = useLocale();
  const query = useCompetitionStats();

  if (query.isPending)
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-2xl bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200"
      >
        <Spinner className="size-6 border-2" />
        <span className="text-sm">{t.loading}</span>
      </div>
    );
  if (query.isError)
    return (
      <p
        role="alert"
        className="rounded-2xl bg-white p-6 text-red-700 shadow-sm ring-1 ring-slate-200"
      >
        {t.error}
      </p>
    );
  const { entries, placements, matches, rankings } = query.data;
  const record = { won: matches.won, lost: matches.lost };

  return (
    <section
      aria-labelledby="competition-stats"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="competition-stats" className="text-xl font-bold text-brand-900">
        {t.title}
      </h2>
      <p className="mt-1 text-slate-600">{t.lead}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="rounded-2xl border border-slate-200 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t.entries}
          </dt>
          <dd className="text-2xl font-extrabold text-brand-900">{entries.total}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t.placements}
          </dt>
          <dd className="text-2xl font-extrabold text-brand-900">{placements.length}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t.record}
          </dt>
          {matches.played > 0 ? (
            <dd className="text-2xl font-extrabold text-brand-900">
              <span aria-hidden="true">{formatMessage(t.recordValue, record)}</span>
              <span className="sr-only">{formatMessage(t.recordLabel, record)}</span>
            </dd>
          ) : (
            <dd className="text-sm text-slate-600">{t.noMatches}</dd>
          )}
        </div>
      </dl>

      <h3 className="mt-8 text-base font-bold text-brand-900">{t.results}</h3>
      {placements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.noResults}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-slate-800">
          {placements.map((p) => (
            <li key={p.resultId}>
              <span className="font-semibold">{m.competition.results.place(p.placement)}</span> ·{' '}
              {p.tournament} · {categoryName(p.category, locale)} · {formatDate(p.playedOn)}
              {p.points > 0 ? ` · ${formatMessage(t.points, { points: p.points })}` : ''}
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-8 text-base font-bold text-brand-900">{t.rankings}</h3>
      {rankings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.noRankings}</p>
      ) : (
        <ul className="mt-2 grid gap-4 md:grid-cols-2">
          {rankings.map((r) => {
            const category = categoryName(r.category, locale);
            return (
              <li key={r.category} className="rounded-2xl border border-slate-200 p-4">
                <h4 className="font-bold text-brand-900">{category}</h4>
                <p className="text-sm text-slate-700">
                  {r.rank !== null ? formatMessage(t.rank, { rank: r.rank }) : t.unranked} ·{' '}
                  {formatMessage(t.points, { points: r.points })}
                </p>
                <RankingHistoryChart category={category} history={r.history} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
