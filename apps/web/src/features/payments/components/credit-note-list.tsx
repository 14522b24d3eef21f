import { cn } from '@/components/ui/class-names';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';
import type { CreditNote } from '@app/shared/payments/schemas';
import { formatMalaysiaDate } from '@app/shared/relative-time';

import { creditNoteHref } from '../api/document-hrefs';

const LINK = 'font-semibold text-brand-700 underline hover:text-brand-900';

/** What a credit note shows wherever its payment is shown (orders, receipts, courses, entries). */
export type CreditNoteItem = Pick<CreditNote, 'number' | 'amountSen' | 'createdAt'> & {
  failedAt?: string | null;
};

/**
 * The credit notes of a payment (refunds and voids): each one's PDF, amount and date, and a
 * refund the gateway could not make says so (nothing was given back). The one presentation of
 * a credit note in the portal: Payments, Membership's receipts, a course, an entry.
 */
export function CreditNoteList({
  notes,
  className,
}: {
  notes: CreditNoteItem[];
  className?: string;
}) {
  const t = useMessages().payments.panel;
  const locale = useLocale();
  if (notes.length === 0) return null;
  return (
    <ul className={cn('space-y-1 text-sm', className)}>
      {notes.map((note) => (
        <li key={note.number}>
          <a
            href={creditNoteHref(note.number)}
            download
            aria-label={formatMessage(t.creditNoteLabel, { number: note.number })}
            className={LINK}
          >
            {formatMessage(t.creditNote, {
              number: note.number,
              amount: formatRinggit(note.amountSen),
            })}
          </a>{' '}
          <span className="text-slate-600">
            {formatMessage(t.creditNoteIssued, {
              date: formatMalaysiaDate(note.createdAt, 'short', locale),
            })}
          </span>
          {note.failedAt ? (
            <p className="mt-1 text-red-800">
              {formatMessage(t.refundFailed, { date: formatDateTime(note.failedAt) })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
