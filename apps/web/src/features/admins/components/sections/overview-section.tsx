import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { AdminSection } from '@/components/admin/admin-section';
import { useAdminList } from '@/components/admin/use-admin-list';
import { CheckCircleIcon, ChartIcon } from '@/components/ui/icons';
import { formatDateRange } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatCount } from '@/lib/intl-format';
import { formatRinggit } from '@app/shared/membership';
import {
  hasAnyRole,
  OVERVIEW_UPCOMING_DAYS,
  type AdminAttention,
  type AdminOverview,
  type OverviewEvent,
} from '@app/shared/staff';

import { useAdminMe } from '../../api/get-admin-me';
import { useAdminOverview } from '../../api/get-overview';
import { adminSectionPath } from '../../utils/admin-paths';

const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
const LINK = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** The sections something may wait in, with their message keys, in sidebar order. */
const WAITING = [
  { key: 'competition-entries', section: 'competition-entries', text: 'flaggedEntries' },
  { key: 'data-requests', section: 'data-requests', text: 'dataRequests' },
  { key: 'report', section: 'report', text: 'report' },
  { key: 'enquiry', section: 'enquiry', text: 'enquiry' },
] as const satisfies readonly { key: keyof AdminAttention; section: string; text: string }[];

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Waiting({ waiting }: { waiting: AdminAttention }) {
  const { admin } = useMessages();
  const t = admin.overview;
  const rows = WAITING.filter(({ key }) => waiting[key] !== undefined);
  const open = rows.filter(({ key }) => (waiting[key] ?? 0) > 0);
  return (
    <Card id="admin-overview-waiting" title={t.waitingTitle}>
      {open.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <CheckCircleIcon className="size-5 text-brand-700" />
          {t.nothingWaiting}
        </p>
      ) : (
        <ul className="space-y-2">
          {open.map(({ key, section, text }) => (
            <li key={key}>
              <Link to={adminSectionPath(section)} className={LINK}>
                {formatMessage(t.waiting[text], { count: waiting[key] ?? 0 })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Membership({ figures }: { figures: NonNullable<AdminOverview['membership']> }) {
  const { admin } = useMessages();
  const t = admin.overview;
  const roles = useAdminMe().data?.roles ?? [];
  // Treasurers see the figures but do not open the Membership section (officers' tools).
  const opensSection = hasAnyRole(roles, ['membership_officer']);
  const opensFinance = hasAnyRole(roles, ['treasurer']);
  const stats = [
    { label: t.active, value: formatCount(figures.active) },
    { label: t.grace, value: formatCount(figures.grace) },
    { label: t.renewals, value: formatCount(figures.renewalsThisMonth) },
    // Membership fees only: course, clinic and entry money is counted below, and in Finance.
    { label: t.revenue, value: formatRinggit(figures.membershipRevenueThisMonthSen) },
    { label: t.pendingRenewals, value: formatCount(figures.pendingRenewals) },
  ];
  return (
    <Card id="admin-overview-membership" title={t.membershipTitle}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {stats.map(({ label, value }) => (
          <div key={label} className="flex flex-col justify-between rounded-xl bg-slate-50 p-3">
            <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {formatMessage(t.allRevenue, { amount: formatRinggit(figures.revenueThisMonthSen) })}
      </p>
      {opensSection || opensFinance ? (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {opensSection ? (
            <Link to={adminSectionPath('membership')} className={LINK}>
              {t.openMembership}
            </Link>
          ) : null}
          {opensFinance ? (
            <Link to={`${adminSectionPath('finance')}&view=totals`} className={LINK}>
              {t.openFinanceTotals}
            </Link>
          ) : null}
        </p>
      ) : null}
    </Card>
  );
}

function Upcoming({ events }: { events: OverviewEvent[] }) {
  const { admin } = useMessages();
  const locale = useLocale();
  const t = admin.overview;
  return (
    <Card id="admin-overview-upcoming" title={t.upcomingTitle}>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">
          {formatMessage(t.noUpcoming, { days: OVERVIEW_UPCOMING_DAYS })}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {events.map((event) => {
            const name = locale === 'ms' && event.nameMs ? event.nameMs : event.name;
            const days = formatDateRange(event.startsOn, event.endsOn);
            return (
              <li
                key={`${event.kind}-${event.id}`}
                className="grid gap-x-3 py-2 sm:grid-cols-[9rem_1fr] sm:items-baseline"
              >
                <span className="text-sm text-slate-600 tabular-nums">{days}</span>
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-900">{name}</span>
                  <span className="block text-xs text-slate-500">
                    {[t.kinds[event.kind], event.venue, event.state].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/**
 * The dashboard's first page: what waits in the sections this staff member may open, this
 * month's membership figures (membership officers) and the next events. The server decides
 * what each role sees.
 */
export function OverviewSection() {
  const { admin } = useMessages();
  const t = admin.overview;
  const overview = useAdminOverview();
  const list = useAdminList();
  const data = overview.data;
  return (
    <AdminSection
      titleId="admin-overview-title"
      intro={t.intro}
      list={list}
      query={overview}
      loadingText={t.loading}
      loadFailedText={t.loadFailed}
      emptyIcon={ChartIcon}
    >
      {data ? (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <Waiting waiting={data.waiting} />
          <Upcoming events={data.upcoming} />
          {data.membership ? (
            <div className="xl:col-span-2">
              <Membership figures={data.membership} />
            </div>
          ) : null}
        </div>
      ) : null}
    </AdminSection>
  );
}
