import { Link } from 'react-router';

import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable } from '@/components/admin/admin-table';
import { useAdminList } from '@/components/admin/use-admin-list';
import { TranslationMissingBadge } from '@/components/forms/bilingual-field';
import { Button } from '@/components/ui/button';
import { PencilIcon } from '@/components/ui/icons';
import { SettingsCard } from '@/components/ui/settings-card';
import { adminSectionPath } from '@/features/admins';
import { durationText } from '@/features/membership';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { formatCount } from '@/lib/intl-format';
import { formatRinggit, type MembershipType } from '@app/shared/membership';
import { isMissingMalay, MEMBERSHIP_TYPE_TRANSLATED_FIELDS } from '@app/shared/translations';

import {
  useMembershipDashboard,
  useMembershipSettings,
  useMembershipTypes,
  usePendingRenewals,
} from '../api/membership-admin';

import { MemberMembershipDialog } from './member-membership-dialog';
import { MembershipSettingsForm } from './membership-settings-form';
import { MembershipTypeModal } from './membership-type-modal';

/** The player list's membership filters linked from the overview. */
const MEMBERSHIP_FILTERS = ['expiring', 'grace', 'expired'] as const;

type AdminTexts = ReturnType<typeof useMessages>['membership']['admin'];

/** What every panel of the section says while loading or when it cannot load. */
const panelTexts = (t: AdminTexts) => ({ loading: t.loading, loadFailed: t.loadFailed });

function Counts() {
  const { membership } = useMessages();
  const t = membership.admin;
  const counts = useMembershipDashboard();
  const c = counts.data;
  const items = c
    ? ([
        [t.counts.active, formatCount(c.active)],
        [t.counts.grace, formatCount(c.grace)],
        [t.counts.expiredThisMonth, formatCount(c.expiredThisMonth)],
        [t.counts.renewalsThisMonth, formatCount(c.renewalsThisMonth)],
        [t.counts.revenueThisMonth, formatRinggit(c.membershipRevenueThisMonthSen)],
        [t.counts.pendingRenewals, formatCount(c.pendingRenewals)],
      ] as const)
    : [];
  return (
    <AdminSection variant="panel" texts={panelTexts(t)} query={counts}>
      <dl
        aria-label={t.countsLabel}
        className="grid grid-cols-2 gap-3 @2xl:grid-cols-3 @5xl:grid-cols-6"
      >
        {items.map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </AdminSection>
  );
}

type Member = { _id: string; fullName: string };

function Renewals({ onOpen }: { onOpen: (player: Member) => void }) {
  const { membership, adminContent } = useMessages();
  const t = membership.admin;
  const renewals = usePendingRenewals();
  const rows = renewals.data ?? [];
  return (
    <AdminSection
      variant="panel"
      texts={{ ...panelTexts(t), empty: t.renewalsEmpty }}
      query={renewals}
      isEmpty={rows.length === 0}
    >
      <AdminTable
        caption={t.renewalsCaption}
        items={rows}
        getKey={(r) => r.id}
        columns={[
          {
            header: t.member,
            cell: (r) => (
              <>
                <span className="block font-semibold text-slate-900">{r.fullName}</span>
                <span className="font-mono text-xs text-slate-600">{r.memberId}</span>
              </>
            ),
          },
          { header: membership.portal.type, cell: (r) => r.typeName },
          {
            header: membership.portal.fee,
            className: 'font-semibold',
            cell: (r) => formatRinggit(r.feeSen),
          },
          {
            header: membership.portal.reference,
            className: 'font-mono',
            cell: (r) => r.paymentReference,
          },
          { header: t.requested, cell: (r) => formatDateTime(r.createdAt) },
          {
            header: adminContent.common.actions,
            isHeaderHidden: true,
            align: 'end',
            cell: (r) => (
              <Button size="sm" onClick={() => onOpen({ _id: r.playerId, fullName: r.fullName })}>
                {t.confirm}
              </Button>
            ),
          },
        ]}
      />
    </AdminSection>
  );
}

function Types() {
  const { membership, adminContent } = useMessages();
  const t = membership.admin;
  const types = useMembershipTypes();
  const rows = types.data ?? [];
  const list = useAdminList<MembershipType>({
    messages: { created: t.typeSaved, updated: t.typeSaved },
  });
  return (
    <AdminSection
      variant="panel"
      texts={{ ...panelTexts(t), add: t.addType, empty: t.typesEmpty }}
      list={list}
      editor={(type) => (
        <MembershipTypeModal type={type} onClose={list.close} onSaved={list.saved} />
      )}
      query={types}
      isEmpty={rows.length === 0}
    >
      <AdminTable
        caption={t.typesCaption}
        items={rows}
        getKey={(type) => type.id}
        columns={[
          {
            header: t.typeName,
            isRowHeader: true,
            className: 'font-semibold text-slate-900',
            cell: (type) => (
              <>
                {type.name}
                {isMissingMalay(type, MEMBERSHIP_TYPE_TRANSLATED_FIELDS) ? (
                  <TranslationMissingBadge className="ms-2" />
                ) : null}
              </>
            ),
          },
          { header: t.typeFee, cell: (type) => formatRinggit(type.feeSen) },
          { header: t.typeDuration, cell: (type) => durationText(type, membership.duration) },
          { header: t.typeAgeBand, cell: (type) => membership.ageBands[type.ageBand] },
          {
            header: t.termStatusLabel,
            cell: (type) => (type.active ? t.typeOpen : t.typeInactive),
          },
          {
            header: adminContent.common.actions,
            isHeaderHidden: true,
            align: 'end',
            cell: (type) => (
              <Button
                size="sm"
                variant="ghost"
                aria-label={formatMessage(t.editTypeLabel, { name: type.name })}
                onClick={() => list.open(type)}
              >
                <PencilIcon className="size-4" />
                {t.editType}
              </Button>
            ),
          },
        ]}
      />
    </AdminSection>
  );
}

function Settings() {
  const { membership } = useMessages();
  const t = membership.admin;
  const settings = useMembershipSettings();
  return (
    <AdminSection variant="panel" texts={panelTexts(t)} query={settings}>
      {settings.data ? <MembershipSettingsForm settings={settings.data} /> : null}
    </AdminSection>
  );
}

/** Admin → Membership: this month's counts, renewals to confirm, types and settings. */
export function MembershipSection() {
  const { membership } = useMessages();
  const t = membership.admin;
  const list = useAdminList<Member>();
  return (
    <AdminSection
      titleId="membership-section-title"
      title={t.sectionTitle}
      intro={t.intro}
      list={list}
      editor={(member) =>
        member ? <MemberMembershipDialog player={member} onClose={list.close} /> : null
      }
      className="@container space-y-6"
    >
      <Counts />
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {MEMBERSHIP_FILTERS.map((filter) => (
          <Link
            key={filter}
            to={`${adminSectionPath('manage-players')}&membership=${filter}`}
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {formatMessage(t.viewMembers, { filter: t.filters[filter].toLowerCase() })}
          </Link>
        ))}
      </p>
      <SettingsCard id="membership-renewals-title" title={t.renewalsTitle}>
        <Renewals onOpen={list.open} />
      </SettingsCard>
      <SettingsCard id="membership-types-title" title={t.typesTitle}>
        <Types />
      </SettingsCard>
      <SettingsCard id="membership-settings-title" title={t.settingsTitle}>
        <Settings />
      </SettingsCard>
    </AdminSection>
  );
}
