import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { errorText } from '@/lib/error-text';
import { formatDateRange } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';
import type { FinanceSummary } from '@app/shared/payments/finance';

import { useFinanceSummary, type FinanceFilters } from '../api/finance-admin';

type Totals = FinanceSummary['totals'];

/**
 * Receipts, refunds, voids and revenue for the period (of one purpose when the filter says),
 * the same by purpose (membership, course, clinic, entry), and each day's by method.
 */
export function TotalsView({ filters }: { filters: FinanceFilters }) {
  const { finance, admin } = useMessages();
  const t = finance.totals;
  const summary = useFinanceSummary(filters, true);
  const data = summary.data;
  // Receipts, refunds, voids and revenue: the same columns by day and by purpose.
  const amountColumns: AdminColumn<Totals>[] = [
    { header: t.columns.receipts, align: 'end', cell: (d) => formatRinggit(d.receiptsSen) },
    { header: t.columns.refunds, align: 'end', cell: (d) => formatRinggit(d.refundsSen) },
    { header: t.columns.voids, align: 'end', cell: (d) => formatRinggit(d.voidsSen) },
    {
      header: t.columns.revenue,
      align: 'end',
      className: 'font-semibold',
      cell: (d) => formatRinggit(d.revenueSen),
    },
  ];
  const totals = data
    ? ([
        [formatMessage(t.receipts, { count: data.totals.receiptCount }), data.totals.receiptsSen],
        [t.refunds, data.totals.refundsSen],
        [t.voids, data.totals.voidsSen],
        [t.revenue, data.totals.revenueSen],
      ] as const)
    : [];
  return (
    <AdminSection
      variant="panel"
      titleId="finance-totals-title"
      title={t.title}
      query={summary}
      isEmpty={(data?.days.length ?? 0) === 0}
      loadingText={finance.loading}
      loadFailedText={formatMessage(finance.loadFailed, {
        message: errorText(summary.error, { fallback: admin.errors.generic }),
      })}
      emptyText={t.empty}
      toolbar={
        data ? (
          <div className="space-y-3">
            {/* Without From/To the server answers for this month: say which days these are. */}
            <p className="text-sm text-slate-700">
              {formatMessage(t.period, { period: formatDateRange(data.from, data.to) })}
            </p>
            <dl aria-label={t.summaryLabel} className="grid grid-cols-2 gap-3 @2xl:grid-cols-4">
              {totals.map(([label, sen]) => (
                <div
                  key={label}
                  className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
                >
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="mt-1 text-lg font-semibold text-slate-900">
                    {formatRinggit(sen)}
                  </dd>
                </div>
              ))}
            </dl>
            {data.byPurpose.length > 0 ? (
              <div className="space-y-2">
                <h4 className="text-sm font-semibold text-slate-800">{t.byPurposeLabel}</h4>
                <AdminTable
                  caption={t.byPurposeLabel}
                  minWidth="40rem"
                  items={data.byPurpose}
                  getKey={(p) => p.purpose}
                  columns={[
                    {
                      header: t.purpose,
                      isRowHeader: true,
                      className: 'font-semibold text-slate-900',
                      cell: (p) => finance.purposes[p.purpose],
                    },
                    ...amountColumns,
                  ]}
                />
              </div>
            ) : null}
          </div>
        ) : null
      }
    >
      <AdminTable
        caption={t.listLabel}
        minWidth="44rem"
        items={data?.days ?? []}
        getKey={(d) => `${d.date}|${d.method}`}
        columns={[
          {
            header: t.columns.date,
            isRowHeader: true,
            className: 'whitespace-nowrap',
            cell: (d) => d.date,
          },
          { header: t.columns.method, cell: (d) => finance.methods[d.method] },
          ...amountColumns,
        ]}
      />
    </AdminSection>
  );
}
