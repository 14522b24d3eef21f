import { useState } from 'react';
import { Link } from 'react-router';

import { AdminTable } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { PencilIcon, PlusIcon } from '@/components/ui/icons';
import { SettingsCard } from '@/components/ui/settings-card';
import { Spinner } from '@/components/ui/spinner';
import { adminSectionPath } from '@/features/admins';
import { durationText } from '@/features/membership';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { formatCount } from '@/lib/intl-format';
import { formatRinggit, type MembershipType } from '@app/shared/membership';

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

function Loading() {
  const { membership } = useMessages();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner className="size-5 border-2" /> {membership.admin.loading}
    </p>
  );
}

function Counts() {
  const { membership } = useMessages();
  const t = membership.admin;
  const counts = useMembershipDashboard();
  if (counts.isPending) return <Loading />;
  if (!counts.data) return <FormAlert message={t.loadFailed} />;
  const c = counts.data;
  const items = [
    [t.counts.active, formatCount(c.active)],
    [t.counts.grace, formatCount(c.grace)],
    [t.counts.expiredThisMonth, formatCount(c.expiredThisMonth)],
    [t.counts.renewalsThisMonth, formatCount(c.renewalsThisMonth)],
    [t.counts.revenueThisMonth, formatRinggit(c.revenueThisMonthSen)],
    [t.counts.pendingRenewals, formatCount(c.pendingRenewals)],
  ] as const;
  return (
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
  );
}

function Renewals({ onOpen }: { onOpen: (player: { _id: string; fullName: string }) => void }) {
  const { membership, adminContent } = useMessages();
  const t = membership.admin;
  const renewals = usePendingRenewals();
  if (renewals.isPending) return <Loading />;
  if (!renewals.data) return <FormAlert message={t.loadFailed} />;
  if (renewals.data.length === 0)
    return <p className="text-sm text-slate-600">{t.renewalsEmpty}</p>;
  return (
    <AdminTable
      caption={t.renewalsCaption}
      columns={[
        t.member,
        membership.portal.type,
        membership.portal.fee,
        membership.portal.reference,
        t.requested,
        <span key="actions" className="sr-only">
          {adminContent.common.actions}
        </span>,
      ]}
    >
      {renewals.data.map((r) => (
        <tr key={r.id}>
          <td className="px-4 py-3">
            <span className="block font-semibold text-slate-900">{r.fullName}</span>
            <span className="font-mono text-xs text-slate-600">{r.memberId}</span>
          </td>
          <td className="px-4 py-3">{r.typeName}</td>
          <td className="px-4 py-3 font-semibold">{formatRinggit(r.feeSen)}</td>
          <td className="px-4 py-3 font-mono">{r.paymentReference}</td>
          <td className="px-4 py-3">{formatDateTime(r.createdAt)}</td>
          <td className="px-4 py-3 text-right">
            <Button size="sm" onClick={() => onOpen({ _id: r.playerId, fullName: r.fullName })}>
              {t.confirm}
            </Button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function Types() {
  const { membership, adminContent } = useMessages();
  const t = membership.admin;
  const types = useMembershipTypes();
  const [editing, setEditing] = useState<MembershipType | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setEditing('new')}>
          <PlusIcon className="size-4" />
          {t.addType}
        </Button>
      </div>
      <FormSuccess withIcon message={saved} />
      {types.isPending ? (
        <Loading />
      ) : !types.data ? (
        <FormAlert message={t.loadFailed} />
      ) : types.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t.typesEmpty}</p>
      ) : (
        <AdminTable
          caption={t.typesCaption}
          columns={[
            t.typeName,
            t.typeFee,
            t.typeDuration,
            t.typeAgeBand,
            t.termStatusLabel,
            <span key="actions" className="sr-only">
              {adminContent.common.actions}
            </span>,
          ]}
        >
          {types.data.map((type) => (
            <tr key={type.id}>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                {type.name}
              </th>
              <td className="px-4 py-3">{formatRinggit(type.feeSen)}</td>
              <td className="px-4 py-3">{durationText(type, membership.duration)}</td>
              <td className="px-4 py-3">{membership.ageBands[type.ageBand]}</td>
              <td className="px-4 py-3">{type.active ? t.typeOpen : t.typeInactive}</td>
              <td className="px-4 py-3 text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={formatMessage(t.editTypeLabel, { name: type.name })}
                  onClick={() => setEditing(type)}
                >
                  <PencilIcon className="size-4" />
                  {t.editType}
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {editing ? (
        <MembershipTypeModal
          type={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSaved(t.typeSaved);
          }}
        />
      ) : null}
    </div>
  );
}

function Settings() {
  const { membership } = useMessages();
  const settings = useMembershipSettings();
  if (settings.isPending) return <Loading />;
  if (!settings.data) return <FormAlert message={membership.admin.loadFailed} />;
  return <MembershipSettingsForm settings={settings.data} />;
}

/** Admin → Membership: this month's counts, renewals to confirm, types and settings. */
export function MembershipSection() {
  const { membership } = useMessages();
  const t = membership.admin;
  const [member, setMember] = useState<{ _id: string; fullName: string } | null>(null);
  return (
    <section aria-labelledby="membership-section-title" className="@container space-y-6">
      <div className="max-w-xl">
        <h2 id="membership-section-title" className="text-lg font-semibold text-slate-900">
          {t.sectionTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      </div>
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
        <Renewals onOpen={setMember} />
      </SettingsCard>
      <SettingsCard id="membership-types-title" title={t.typesTitle}>
        <Types />
      </SettingsCard>
      <SettingsCard id="membership-settings-title" title={t.settingsTitle}>
        <Settings />
      </SettingsCard>
      {member ? <MemberMembershipDialog player={member} onClose={() => setMember(null)} /> : null}
    </section>
  );
}
