import { InLanguage } from '@/components/ui/in-language';
import { QueryStatus } from '@/components/ui/query-status';
import { SettingsCard } from '@/components/ui/settings-card';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { MembershipSummary } from '@app/shared/membership';
import { localizeText } from '@app/shared/translations';

import { useMyMembership } from '../api/get-my-membership';
import { useSetReminders } from '../api/set-reminders';
import { formatDay } from '../utils/format';

import { MembershipCard } from './membership-card';
import { MembershipHistory } from './membership-history';
import { RenewBox } from './renew-box';
import { MembershipStatusBadge } from './status-badge';

function StatusSummary({ summary }: { summary: MembershipSummary }) {
  const { membership } = useMessages();
  const t = membership.portal;
  const locale = useLocale();
  const help = formatMessage(membership.statusHelp[summary.status], {
    date: formatDay(summary.expiresOn),
    graceEnd: formatDay(summary.graceEndsOn),
    reason: summary.suspension?.reason ?? '',
  });
  return (
    <div className="space-y-3">
      <MembershipStatusBadge status={summary.status} />
      <p
        className={
          summary.status === 'active'
            ? 'text-sm text-slate-700'
            : 'text-sm font-medium text-slate-900'
        }
      >
        {help}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t.memberId}</dt>
        <dd className="font-mono font-semibold text-slate-900">{summary.memberId}</dd>
        <dt className="text-slate-600">{t.type}</dt>
        <dd className="text-slate-900">
          {summary.typeName ? (
            <InLanguage text={localizeText(summary.typeName, summary.typeNameMs, locale)} />
          ) : (
            '—'
          )}
        </dd>
        <dt className="text-slate-600">{t.since}</dt>
        <dd className="text-slate-900">{formatDay(summary.startsOn)}</dd>
        <dt className="text-slate-600">{t.expires}</dt>
        <dd className="text-slate-900">{formatDay(summary.expiresOn)}</dd>
      </dl>
    </div>
  );
}

function RemindersToggle({ summary }: { summary: MembershipSummary }) {
  const { membership } = useMessages();
  const set = useSetReminders();
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-brand-700"
        checked={!summary.remindersOptOut}
        disabled={set.isPending}
        onChange={(event) => set.mutate(!event.target.checked)}
      />
      {membership.portal.reminders}
    </label>
  );
}

/** The portal's Membership tab: status, card, renewal, terms and receipts. */
export function MembershipPanel() {
  const { membership } = useMessages();
  const t = membership.portal;
  const query = useMyMembership();
  const summary = query.data;
  if (!summary)
    return <QueryStatus query={query} loadingText={t.loading} failedText={t.loadFailed} />;
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <div className="space-y-6">
        <SettingsCard id="membership-status-title" title={t.title}>
          <StatusSummary summary={summary} />
          <div className="mt-5 border-t border-slate-200 pt-5">
            <RenewBox summary={summary} />
          </div>
        </SettingsCard>
        <SettingsCard
          id="membership-history-title"
          title={`${t.historyTitle} · ${t.receiptsTitle}`}
        >
          <MembershipHistory summary={summary} />
          {/* Reminders are about renewing: a first-time member has nothing to renew yet. */}
          {summary.status === 'none' ? null : (
            <div className="mt-5 border-t border-slate-200 pt-4">
              <RemindersToggle summary={summary} />
            </div>
          )}
        </SettingsCard>
      </div>
      {/* On a phone a member's card comes first: it is what members open this tab for. Someone
          not yet a member comes to join. */}
      <div className={summary.status === 'none' ? undefined : 'order-first xl:order-none'}>
        <SettingsCard id="membership-card-title" title={membership.card.title}>
          <MembershipCard />
        </SettingsCard>
      </div>
    </div>
  );
}
