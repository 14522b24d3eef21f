import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable } from '@/components/admin/admin-table';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';

import { useFinanceCreditNotes, type FinanceFilters } from '../api/finance-admin';

/** The period's refunds and voids, newest first, each with its credit note number. */
export function CreditNotesView({ filters }: { filters: FinanceFilters }) {
  const { finance, admin } = useMessages();
  const t = finance.creditNotes;
  const notes = useFinanceCreditNotes(filters, true);
  const items = notes.data?.creditNotes ?? [];
  return (
    <AdminSection
      variant="panel"
      titleId="finance-credit-notes-title"
      title={t.title}
      query={notes}
      isEmpty={items.length === 0}
      loadingText={finance.loading}
      loadFailedText={formatMessage(finance.loadFailed, {
        message: errorText(notes.error, { fallback: admin.errors.generic }),
      })}
      emptyText={t.empty}
    >
      <AdminTable
        caption={t.listLabel}
        minWidth="56rem"
        items={items}
        getKey={(n) => n.number}
        columns={[
          {
            header: t.columns.number,
            isRowHeader: true,
            className: 'whitespace-nowrap',
            cell: (n) => n.number,
          },
          { header: t.columns.date, cell: (n) => formatDateTime(n.createdAt) },
          { header: t.columns.kind, cell: (n) => t.kinds[n.kind] },
          {
            header: t.columns.receipt,
            className: 'whitespace-nowrap',
            cell: (n) => n.receiptNumber,
          },
          { header: t.columns.member, cell: (n) => n.memberName ?? n.memberId },
          { header: t.columns.amount, align: 'end', cell: (n) => formatRinggit(n.amountSen) },
          { header: t.columns.reason, cell: (n) => n.reason },
          { header: t.columns.by, cell: (n) => n.createdBy ?? t.gateway },
        ]}
      />
    </AdminSection>
  );
}
