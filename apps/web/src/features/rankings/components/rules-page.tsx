import { Link } from 'react-router';

import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui/page-header';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatCount } from '@/lib/intl-format';
import type { RankingRules } from '@app/shared/competition/rankings';

import { useRankingRules } from '../api/rankings';

/** `/rankings/rules`: the rules in force: best N in a window, the points table, tie-breaks. */
export function RankingRulesPage() {
  const m = useMessages();
  const t = m.competition.rules;
  const locale = useLocale();
  const query = useRankingRules();
  const back = (
    <Link
      to={paths.rankings}
      className="text-sm font-semibold text-accent-300 underline-offset-4 hover:underline"
    >
      {t.backToRankings}
    </Link>
  );
  return (
    <>
      <Seo title={m.meta.rankingRules.title} description={m.meta.rankingRules.description} />
      <PageHeader title={t.title} eyebrow={back} lead={t.lead} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        {query.isPending ? (
          <p role="status" className="flex items-center gap-3 text-slate-600">
            <Spinner className="size-5 border-2" />
            {t.loading}
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-red-700">
            {t.error}
          </p>
        ) : (
          <>
            {query.data.current ? (
              <RulesBody rules={query.data.current} heading={t.season} />
            ) : null}
            <section className="mt-10">
              <h2 className="text-xl font-bold text-brand-900">{t.tieBreaks}</h2>
              <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">
                {query.data.tieBreaks[locale].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
            </section>
            {query.data.upcoming.map((rules) => (
              <div key={rules.id} className="mt-12 border-t border-slate-200 pt-8">
                <RulesBody rules={rules} heading={t.upcoming} />
              </div>
            ))}
          </>
        )}
      </div>
    </>
  );
}

function RulesBody({ rules, heading }: { rules: RankingRules; heading: string }) {
  const t = useMessages().competition.rules;
  const locale = useLocale();
  const placements = [
    ...new Set(rules.tiers.flatMap((tier) => tier.points.map((p) => p.placement))),
  ].sort((a, b) => a - b);
  const place = useMessages().competition.results.place;
  const name = locale === 'ms' ? rules.nameMs : rules.name;
  return (
    <section>
      <p className="text-sm font-bold uppercase tracking-wide text-accent-700">{heading}</p>
      <h2 className="mt-1 text-2xl font-bold text-brand-900">{name}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {formatMessage(t.effective, { date: formatDate(rules.effectiveFrom) })}
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
        <li>{formatMessage(t.bestOf, { count: rules.bestOf })}</li>
        <li>{formatMessage(t.window, { weeks: rules.windowWeeks })}</li>
        <li>{t.categories}</li>
        <li>{t.between}</li>
      </ul>
      {/* Wider than a phone: it scrolls inside a named region a keyboard can reach and scroll. */}
      <ScrollRegion
        label={`${t.tableCaption} (${name})`}
        className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="px-4 pt-4 text-left font-semibold text-slate-800">
            {t.tableCaption}
          </caption>
          <thead className="bg-slate-50 text-[11px] font-bold uppercase text-slate-600 sm:text-xs sm:tracking-wide">
            <tr>
              <th scope="col" className="px-2 py-3 sm:px-4">
                {t.place}
              </th>
              {rules.tiers.map((tier) => (
                <th key={tier.code} scope="col" className="px-2 py-3 text-right sm:px-4">
                  {locale === 'ms' ? tier.nameMs : tier.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {placements.map((p) => (
              <tr key={p}>
                <th scope="row" className="px-2 py-2 font-semibold text-slate-800 sm:px-4">
                  {place(p)}
                </th>
                {rules.tiers.map((tier) => {
                  const row = tier.points.find((x) => x.placement === p);
                  return (
                    <td key={tier.code} className="px-2 py-2 text-right tabular-nums sm:px-4">
                      {row ? formatCount(row.points) : '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
