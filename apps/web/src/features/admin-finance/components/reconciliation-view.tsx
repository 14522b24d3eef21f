import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable } from '@/components/admin/admin-table';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';

import { useReconciliation, type FinanceFilters } from '../api/finance-admin';

const money = (sen: number | null) => (sen === null ? '—' : formatRinggit(sen));

/**
 * Orders paid at the gateway against receipts for the period: the counts, then every mismatch
 * (highlighted, and named in words, not by colour alone).
 */
export function ReconciliationView({ filters }: { filters: FinanceFilters }) {
  const { finance, admin } = useMessages();
  const t = finance.reconciliation;
  const result = useReconciliation(filters, true);
  const data = result.data;
  const mismatches = data?.mismatches ?? [];
  return (
    <AdminSection
      variant="panel"
      titleId="finance-reconciliation-title"
      title={t.title}
      intro={t.intro}
      query={result}
      isEmpty={mismatches.length === 0}
      loadingText={finance.loading}
      loadFailedText={formatMessage(finance.loadFailed, {
        message: errorText(result.error, { fallback: admin.errors.generic }),
      })}
      emptyText={t.allMatched}
      toolbar={
        data ? (
          <p className="text-sm text-slate-700">
            {formatMessage(t.counts, {
              paid: data.paidOrders,
              receipts: data.onlineReceipts,
              matched: data.matched,
            })}
          </p>
        ) : null
      }
    >
      <AdminTable
        caption={t.listLabel}
        minWidth="56rem"
        items={mismatches}
        getKey={(m) => `${m.kind}|${m.orderId ?? ''}|${m.receiptNumber ?? ''}`}
        rowClassName={() => 'bg-amber-50'}
        columns={[
          {
            header: t.columns.kind,
            isRowHeader: true,
            className: 'font-semibold text-amber-900',
            cell: (m) => t.kinds[m.kind],
          },
          { header: t.columns.when, cell: (m) => formatDateTime(m.at) },
          {
            header: t.columns.order,
            className: 'break-all text-xs',
            cell: (m) => m.orderId ?? t.none,
          },
          { header: t.columns.receipt, cell: (m) => m.receiptNumber ?? t.none },
          {
            header: t.columns.orderAmount,
            align: 'end',
            cell: (m) =>
              m.orderRefundedSen
                ? `${money(m.orderAmountSen)} (−${formatRinggit(m.orderRefundedSen)})`
                : money(m.orderAmountSen),
          },
          {
            header: t.columns.receiptAmount,
            align: 'end',
            cell: (m) =>
              m.receiptRefundedSen
                ? `${money(m.receiptAmountSen)} (−${formatRinggit(m.receiptRefundedSen)})`
                : money(m.receiptAmountSen),
          },
        ]}
      />
    </AdminSection>
  );
}
