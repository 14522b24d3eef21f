import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable } from '@/components/admin/admin-table';
import { PagePager } from '@/components/admin/page-pager';
import type { AdminList } from '@/components/admin/use-admin-list';
import { Button } from '@/components/ui/button';
import type { UrlFilters } from '@/hooks/use-url-filters';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';
import type { FinancePayment } from '@app/shared/payments/finance';
import { methodDetailName, paidWithLabel } from '@app/shared/payments/method-labels';

import { FINANCE_PAGE_SIZE, useFinancePayments, type FinanceFilters } from '../api/finance-admin';

import { PaymentsFilters } from './payments-filters';

/**
 * Every receipt, newest first, filtered on the server; Refund on an online one with money left;
 * Membership on a membership receipt opens that member's membership (its receipts, voids and
 * "Cancel latest term" with the refund, as the reader's roles allow).
 */
export function PaymentsView({
  filters,
  list,
  canRefund,
  onOpenMembership,
}: {
  filters: UrlFilters<FinanceFilters>;
  list: AdminList<FinancePayment>;
  canRefund: boolean;
  /** Opens the member's membership from a membership receipt (null: the reader may not). */
  onOpenMembership: ((member: { _id: string; fullName: string }) => void) | null;
}) {
  const { finance, admin } = useMessages();
  const locale = useLocale();
  const t = finance.payments;
  const query = useFinancePayments(filters.values);
  const payments = query.data?.payments ?? [];
  const total = query.data?.total ?? 0;
  const page = filters.values.page ?? 0;
  const describe = (p: FinancePayment) =>
    locale === 'ms' && p.descriptionMs.trim() ? p.descriptionMs : p.description;
  const labels = { methods: finance.methods, onlineMethods: finance.onlineMethods };
  /** How it was paid: the gateway's method for an online payment, marked online (ADR 028). */
  const paidWith = (p: FinancePayment) =>
    p.method === 'online' && p.onlineMethod ? (
      <>
        <span className="block">{paidWithLabel({ ...p, onlineMethodDetail: null }, labels)}</span>
        <span className="block text-xs text-slate-500">
          {p.onlineMethodDetail
            ? `${finance.methods.online} · ${methodDetailName(p.onlineMethodDetail)}`
            : finance.methods.online}
        </span>
      </>
    ) : (
      finance.methods[p.method]
    );
  return (
    <AdminSection
      variant="panel"
      toolbar={
        <div className="space-y-3">
          <PaymentsFilters value={filters.values} onChange={filters.set} onClear={filters.clear} />
          {query.data ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {formatMessage(t.count, { count: total })}
            </p>
          ) : null}
        </div>
      }
      query={query}
      isEmpty={payments.length === 0}
      loadingText={finance.loading}
      loadFailedText={formatMessage(finance.loadFailed, {
        message: errorText(query.error, { fallback: admin.errors.generic }),
      })}
      emptyText={t.empty}
      paging={
        <PagePager
          page={page}
          pageCount={Math.ceil(total / FINANCE_PAGE_SIZE)}
          onPageChange={(next) => filters.set({ page: next })}
          texts={t.pager}
        />
      }
    >
      <AdminTable
        caption={t.listLabel}
        minWidth="56rem"
        items={payments}
        getKey={(p) => p.receiptNumber}
        columns={[
          {
            header: t.columns.receipt,
            isRowHeader: true,
            className: 'whitespace-nowrap',
            cell: (p) => p.receiptNumber,
          },
          { header: t.columns.paidOn, className: 'whitespace-nowrap', cell: (p) => p.paidOn },
          {
            header: t.columns.member,
            cell: (p) => (
              <>
                <span className="block">{p.memberName ?? t.deletedMember}</span>
                <span className="block text-xs text-slate-500">{p.memberId}</span>
                {/* The member's membership, from one of its receipts (not a course or entry's). */}
                {onOpenMembership && p.purpose === 'membership' && p.playerId ? (
                  <button
                    type="button"
                    className="mt-1 inline-flex min-h-6 items-center text-xs font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    aria-label={formatMessage(t.membershipLabel, {
                      receipt: p.receiptNumber,
                      name: p.memberName ?? p.memberId,
                    })}
                    onClick={() =>
                      onOpenMembership({ _id: p.playerId!, fullName: p.memberName ?? p.memberId })
                    }
                  >
                    {t.membership}
                  </button>
                ) : null}
              </>
            ),
          },
          { header: t.columns.description, cell: describe },
          { header: t.columns.method, className: 'whitespace-nowrap', cell: paidWith },
          {
            header: t.columns.amount,
            align: 'end',
            className: 'whitespace-nowrap',
            cell: (p) => formatRinggit(p.amountSen),
          },
          {
            header: t.columns.refunded,
            align: 'end',
            className: 'whitespace-nowrap',
            cell: (p) => (p.refundedSen > 0 ? formatRinggit(p.refundedSen) : '—'),
          },
          { header: t.columns.state, cell: (p) => finance.states[p.state] },
          {
            header: t.columns.actions,
            isHeaderHidden: true,
            align: 'end',
            cell: (p) =>
              canRefund && p.online && p.remainingSen > 0 ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={formatMessage(t.refundLabel, { receipt: p.receiptNumber })}
                  onClick={() => list.open(p)}
                >
                  {t.refund}
                </Button>
              ) : null,
          },
        ]}
      />
    </AdminSection>
  );
}
