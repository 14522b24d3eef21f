import { useState } from 'react';

import { useOptionalPlayerMe } from '@/lib/auth/player-me';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { Competition } from '@app/shared/competition/setup';
import { describeRefundRule } from '@app/shared/payments/refund-rule';

import { useEligibility } from '../api/get-eligibility';
import { entryWindow } from '../utils/division-text';

import { DivisionCard, type EntryStanding } from './division-card';
import { EnterDialog } from './enter-dialog';

/**
 * A tournament's "Divisions and entries" section (when it takes entries here): the entry window
 * (Malaysia time), tier, refund rule and entry limit, then each division with what the visitor
 * can do about it. Signed-in players see their eligibility per division.
 */
export function CompetitionSection({
  tournamentId,
  competition,
}: {
  tournamentId: string;
  competition: Competition;
}) {
  const m = useMessages();
  const t = m.competition.divisions;
  const locale = useLocale();
  const me = useOptionalPlayerMe();
  const signedIn = me.data !== null;
  const eligibility = useEligibility(tournamentId, signedIn && competition.open);
  const [entering, setEntering] = useState<string | null>(null);
  const division = competition.divisions.find((d) => d.id === entering);

  const standingOf = (divisionId: string): EntryStanding => {
    if (me.isPending) return { kind: 'checking' };
    if (!signedIn) return { kind: 'signedOut' };
    if (eligibility.isPending) return { kind: 'checking' };
    if (eligibility.isError) return { kind: 'unknown' };
    return {
      kind: 'known',
      eligibility: eligibility.data.find((e) => e.divisionId === divisionId),
    };
  };
  const tier = competition.tier
    ? locale === 'ms'
      ? competition.tier.nameMs
      : competition.tier.name
    : null;

  return (
    <section aria-labelledby="competition-divisions" className="space-y-4">
      <h2 id="competition-divisions" className="text-xl font-bold text-brand-900">
        {t.title}
      </h2>
      <p className="text-slate-700">{t.lead}</p>
      <dl className="grid gap-3 rounded-2xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">{t.entryWindow}</dt>
          <dd className="text-slate-900">{entryWindow(competition, t)}</dd>
        </div>
        {tier ? (
          <div>
            <dt className="font-semibold text-slate-600">{t.tier}</dt>
            <dd className="text-slate-900">{tier}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-slate-600">{t.refunds}</dt>
          <dd className="text-slate-900">{describeRefundRule(competition.refundRule, locale)}</dd>
        </div>
      </dl>
      {competition.maxEntriesPerPlayer > 0 ? (
        <p className="text-sm text-slate-600">
          {formatMessage(t.maxEntries, { count: competition.maxEntriesPerPlayer })}
        </p>
      ) : null}
      {competition.divisions.length === 0 ? (
        <p className="text-slate-600">{t.none}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {competition.divisions.map((d) => (
            <DivisionCard
              key={d.id}
              tournamentId={tournamentId}
              competition={competition}
              division={d}
              standing={standingOf(d.id)}
              onEnter={() => setEntering(d.id)}
            />
          ))}
        </ul>
      )}
      {division ? (
        <EnterDialog
          competition={competition}
          division={division}
          onClose={() => setEntering(null)}
        />
      ) : null}
    </section>
  );
}
