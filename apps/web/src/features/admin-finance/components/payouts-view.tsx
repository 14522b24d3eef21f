import { useId } from 'react';

import { AdminCards } from '@/components/admin/admin-cards';
import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable } from '@/components/admin/admin-table';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { FinanceMessages } from '@/messages/en/finance';
import { formatRinggit } from '@app/shared/membership';
import type { NotPaidOut, Payout, PayoutEntry } from '@app/shared/payments/finance';

import { usePayouts, type FinanceFilters } from '../api/finance-admin';

type Texts = FinanceMessages['payouts'];
type Issue = Payout['issues'][number];

const money = (sen: number | null) => (sen === null ? '—' : formatRinggit(sen));

/** The entry in words: a payment or a refund (with the gateway's id), or the gateway's type. */
function entryText(t: Texts, e: PayoutEntry) {
  const kind =
    e.type === 'charge' || e.type === 'payment'
      ? t.types.payment
      : e.type === 'refund' || e.type === 'payment_refund'
        ? t.types.refund
        : e.type;
  return (
    <>
      <span>{kind}</span>
      <span className="block break-all text-xs text-slate-500">
        {e.refundId ?? e.paymentId ?? e.transactionId}
      </span>
    </>
  );
}

function recordText(t: Texts, e: PayoutEntry) {
  if (!e.receiptNumber) return t.none;
  return (
    <>
      <span>{e.receiptNumber}</span>
      {e.creditNoteNumber ? (
        <span className="block text-xs text-slate-500">
          {formatMessage(t.creditNote, { number: e.creditNoteNumber })}
        </span>
      ) : null}
    </>
  );
}

function memberText(t: Texts, e: { memberId: string | null; memberName: string | null }) {
  if (!e.memberId) return t.none;
  return (
    <>
      <span>{e.memberName ?? t.deletedMember}</span>
      <span className="block text-xs text-slate-500">{e.memberId}</span>
    </>
  );
}

function PayoutPanel({ payout, t }: { payout: Payout; t: Texts }) {
  const headingId = useId();
  const totals = [
    [t.gross, payout.grossSen],
    [t.fees, payout.feesSen],
    [t.net, payout.netSen],
    [t.paidOut, payout.amountSen],
  ] as const;
  const issuesLabel = formatMessage(t.issuesLabel, { id: payout.id });
  const matchedLabel = formatMessage(t.matchedLabel, { id: payout.id });
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="break-all font-semibold text-slate-900">
          {formatMessage(t.payoutTitle, { id: payout.id })}
        </h3>
        <p className="text-sm text-slate-600">
          {formatMessage(t.arrives, { date: formatDate(payout.arrivalDate) })} ·{' '}
          {t.statuses[payout.status] ?? payout.status}
        </p>
      </div>
      <dl
        aria-label={formatMessage(t.totalsLabel, { id: payout.id })}
        className="grid grid-cols-2 gap-3 @2xl:grid-cols-4"
      >
        {totals.map(([label, sen]) => (
          <div key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">{formatRinggit(sen)}</dd>
          </div>
        ))}
      </dl>
      {payout.issues.length === 0 ? (
        <p className="text-sm text-slate-700">{t.allMatched}</p>
      ) : (
        <AdminTable<Issue>
          caption={issuesLabel}
          minWidth="56rem"
          items={payout.issues}
          getKey={(e) => `${e.kind}|${e.transactionId}`}
          rowClassName={() => 'bg-amber-50'}
          columns={[
            {
              header: t.columns.kind,
              isRowHeader: true,
              className: 'font-semibold text-amber-900',
              cell: (e) => t.kinds[e.kind],
            },
            { header: t.columns.entry, cell: (e) => entryText(t, e) },
            { header: t.columns.record, cell: (e) => recordText(t, e) },
            { header: t.columns.gateway, align: 'end', cell: (e) => money(e.amountSen) },
            { header: t.columns.ours, align: 'end', cell: (e) => money(e.recordedSen) },
          ]}
          cards={
            <AdminCards<Issue>
              label={issuesLabel}
              items={payout.issues}
              getKey={(e) => `${e.kind}|${e.transactionId}`}
              cardClassName={() => 'bg-amber-50 ring-1 ring-amber-300'}
              card={(e) => ({
                title: <span className="text-amber-900">{t.kinds[e.kind]}</span>,
                subtitle: <span className="text-sm text-slate-700">{entryText(t, e)}</span>,
                fields: [
                  { label: t.columns.record, value: recordText(t, e), isWide: true },
                  { label: t.columns.gateway, value: money(e.amountSen) },
                  { label: t.columns.ours, value: money(e.recordedSen) },
                ],
              })}
            />
          }
        />
      )}
      {payout.matched.length > 0 ? (
        <AdminTable<PayoutEntry>
          caption={matchedLabel}
          minWidth="56rem"
          items={payout.matched}
          getKey={(e) => e.transactionId}
          columns={[
            {
              header: t.columns.record,
              isRowHeader: true,
              className: 'font-semibold',
              cell: (e) => recordText(t, e),
            },
            { header: t.columns.member, cell: (e) => memberText(t, e) },
            { header: t.columns.entry, cell: (e) => entryText(t, e) },
            { header: t.columns.gateway, align: 'end', cell: (e) => money(e.amountSen) },
            { header: t.columns.fee, align: 'end', cell: (e) => money(e.feeSen) },
            { header: t.columns.net, align: 'end', cell: (e) => money(e.netSen) },
          ]}
          cards={
            <AdminCards<PayoutEntry>
              label={matchedLabel}
              items={payout.matched}
              getKey={(e) => e.transactionId}
              card={(e) => ({
                title: recordText(t, e),
                subtitle: <span className="text-sm text-slate-700">{memberText(t, e)}</span>,
                fields: [
                  { label: t.columns.gateway, value: money(e.amountSen) },
                  { label: t.columns.fee, value: money(e.feeSen) },
                  { label: t.columns.net, value: money(e.netSen) },
                ],
              })}
            />
          }
        />
      ) : null}
    </section>
  );
}

function NotPaidOutPanel({ rows, t }: { rows: NotPaidOut[]; t: Texts }) {
  const headingId = useId();
  const amount = (r: NotPaidOut) =>
    r.refundedSen
      ? `${formatRinggit(r.amountSen)} (−${formatRinggit(r.refundedSen)})`
      : money(r.amountSen);
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t.waitingTitle}
      </h3>
      <p className="text-sm text-slate-600">{t.waitingIntro}</p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t.allPaidOut}</p>
      ) : (
        <AdminTable<NotPaidOut>
          caption={t.waitingLabel}
          items={rows}
          getKey={(r) => r.receiptNumber}
          columns={[
            {
              header: t.waitingColumns.receipt,
              isRowHeader: true,
              className: 'font-semibold whitespace-nowrap',
              cell: (r) => r.receiptNumber,
            },
            { header: t.waitingColumns.paidOn, cell: (r) => formatDate(r.paidOn) },
            { header: t.waitingColumns.member, cell: (r) => memberText(t, r) },
            { header: t.waitingColumns.amount, align: 'end', cell: amount },
            {
              header: t.waitingColumns.payment,
              className: 'break-all text-xs',
              cell: (r) => r.paymentId,
            },
          ]}
          cards={
            <AdminCards<NotPaidOut>
              label={t.waitingLabel}
              items={rows}
              getKey={(r) => r.receiptNumber}
              card={(r) => ({
                title: r.receiptNumber,
                subtitle: <span className="text-sm text-slate-700">{memberText(t, r)}</span>,
                fields: [
                  { label: t.waitingColumns.paidOn, value: formatDate(r.paidOn) },
                  { label: t.waitingColumns.amount, value: amount(r) },
                  {
                    label: t.waitingColumns.payment,
                    value: r.paymentId,
                    isWide: true,
                    className: 'break-all text-xs text-slate-700',
                  },
                ],
              })}
            />
          }
        />
      )}
    </section>
  );
}

/**
 * The gateway's payouts for the period against receipts and credit notes: each payout's
 * totals, its entries that do not match (highlighted, and named in words, not by colour alone)
 * and those that do; then the online receipts no payout has covered yet. Without a gateway it
 * says online payment is off.
 */
export function PayoutsView({ filters }: { filters: FinanceFilters }) {
  const { finance, admin } = useMessages();
  const t = finance.payouts;
  const result = usePayouts(filters, true);
  const data = result.data;
  const offline = data?.online === false;
  const issues = data?.payouts.reduce((n, p) => n + p.issues.length, 0) ?? 0;
  return (
    <AdminSection
      variant="panel"
      titleId="finance-payouts-title"
      title={t.title}
      intro={t.intro}
      query={result}
      isEmpty={offline || (data?.payouts.length === 0 && data.notPaidOut.length === 0)}
      loadingText={finance.loading}
      loadFailedText={formatMessage(finance.loadFailed, {
        message: errorText(result.error, { fallback: admin.errors.generic }),
      })}
      emptyText={offline ? t.offline : t.empty}
      toolbar={
        data && !offline ? (
          <p className="text-sm text-slate-700">
            {formatMessage(t.counts, {
              payouts: data.payouts.length,
              issues,
              waiting: data.notPaidOut.length,
            })}
          </p>
        ) : null
      }
    >
      <div className="space-y-6">
        {data?.payouts.map((payout) => (
          <PayoutPanel key={payout.id} payout={payout} t={t} />
        ))}
        <NotPaidOutPanel rows={data?.notPaidOut ?? []} t={t} />
      </div>
    </AdminSection>
  );
}
