import { AdminSection } from '@/components/admin/admin-section';
import { formatDate } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { malaysiaTodayIso } from '@app/shared/calendar';
import type { RankingRules } from '@app/shared/competition/rankings';

import { useRankingSeasons } from '../api/ranking-rules';

import { PointsTable } from './points-table';
import { RankingRulesForm } from './ranking-rules-form';

function Season({ rules, heading }: { rules: RankingRules; heading: string }) {
  const t = useMessages().adminResults.rules;
  const locale = useLocale();
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-base font-semibold text-slate-900">
        {heading}: {locale === 'ms' ? rules.nameMs : rules.name}
      </h3>
      <p className="text-sm text-slate-700">
        {formatMessage(t.summary, {
          from: formatDate(rules.effectiveFrom),
          bestOf: rules.bestOf,
          weeks: rules.windowWeeks,
        })}
      </p>
      <PointsTable rules={rules} />
    </section>
  );
}

/**
 * Admin (tournament officers): the ranking rules in force and seasons to come, and a form to
 * set the next season's points table (audited; a season in force cannot change).
 */
export function RankingRulesSection() {
  const t = useMessages().adminResults.rules;
  const seasons = useRankingSeasons();
  const today = malaysiaTodayIso();
  const all = seasons.data?.seasons ?? [];
  const current = all.filter((s) => s.effectiveFrom <= today).at(-1) ?? null;
  const upcoming = all.filter((s) => s.effectiveFrom > today);
  return (
    <AdminSection
      titleId="admin-ranking-rules-title"
      title={t.title}
      intro={t.intro}
      query={seasons}
      loadingText={t.loading}
      loadFailedText={t.loadFailed}
    >
      <div className="space-y-4">
        {current ? (
          <Season rules={current} heading={t.current} />
        ) : (
          <p className="text-sm text-slate-600">{t.noCurrent}</p>
        )}
        {upcoming.map((rules) => (
          <Season key={rules.id} rules={rules} heading={t.upcoming} />
        ))}
        {seasons.data ? (
          <RankingRulesForm
            key={current?.id ?? 'none'}
            current={current}
            tiers={seasons.data.tiers}
          />
        ) : null}
      </div>
    </AdminSection>
  );
}
