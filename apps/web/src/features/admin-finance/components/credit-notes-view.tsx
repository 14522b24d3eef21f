import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable } from '@/components/admin/admin-table';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';
import type { FinanceCreditNote } from '@app/shared/payments/finance';
import { creditNoteReason, refundFailureReason } from '@app/shared/payments/refund-reasons';

import { useFinanceCreditNotes, type FinanceFilters } from '../api/finance-admin';

type CreditNoteTexts = ReturnType<typeof useMessages>['finance']['creditNotes'];

/**
 * Where a credit note stands: given back, or a gateway refund that failed afterwards (when,
 * and why if the gateway said): its money stayed with the association and is refundable again.
 */
function NoteStatus({ note, t }: { note: FinanceCreditNote; t: CreditNoteTexts }) {
  const locale = useLocale();
  if (!note.failedAt) return <>{t.statuses.given}</>;
  return (
    <>
      <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
        {t.statuses.failed}
      </span>
      <span className="mt-1 block text-xs text-slate-600">
        {formatMessage(t.failedOn, { date: formatDateTime(note.failedAt) })}
      </span>
      {note.failureReason ? (
        <span className="block text-xs text-slate-600">
          {formatMessage(t.failedBecause, {
            reason: refundFailureReason(note.failureReason, locale),
          })}
        </span>
      ) : null}
    </>
  );
}

/** The period's refunds and voids, newest first, each with its credit note number. */
export function CreditNotesView({ filters }: { filters: FinanceFilters }) {
  const { finance, admin } = useMessages();
  const locale = useLocale();
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
        rowClassName={(n) => (n.failedAt ? 'bg-red-50' : undefined)}
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
          {
            header: t.columns.amount,
            align: 'end',
            className: 'whitespace-nowrap',
            // A failed refund's amount was not given back: struck through (its status says so).
            cell: (n) =>
              n.failedAt ? (
                <s className="text-slate-500">{formatRinggit(n.amountSen)}</s>
              ) : (
                formatRinggit(n.amountSen)
              ),
          },
          { header: t.columns.status, cell: (n) => <NoteStatus note={n} t={t} /> },
          { header: t.columns.reason, cell: (n) => creditNoteReason(n.reason, locale) },
          { header: t.columns.by, cell: (n) => n.createdBy ?? t.gateway },
        ]}
      />
    </AdminSection>
  );
}
