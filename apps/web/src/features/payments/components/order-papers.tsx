import { cn } from '@/components/ui/class-names';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';

import { useMyPayments } from '../api/get-my-payments';

import { CreditNoteList } from './credit-note-list';
import { ReceiptLink } from './receipt-link';

/**
 * A paid order's papers where what it paid for is shown (a course, an entry): its receipt, what
 * was refunded, and its credit notes, as Payments shows them (from the same list). Nothing for
 * an order that is not paid, or while the list is loading.
 */
export function OrderPapers({ orderId, className }: { orderId: string; className?: string }) {
  const t = useMessages().payments.panel;
  const order = useMyPayments().data?.find((o) => o.id === orderId);
  if (order?.status !== 'paid') return null;
  return (
    <div className={cn('space-y-1 text-sm', className)}>
      {order.receiptNumber ? (
        <p>
          <ReceiptLink number={order.receiptNumber} />
        </p>
      ) : null}
      {order.refundedSen > 0 ? (
        <p className="font-medium text-slate-800">
          {formatMessage(t.refunded, { amount: formatRinggit(order.refundedSen) })}
        </p>
      ) : null}
      <CreditNoteList notes={order.creditNotes} />
    </div>
  );
}
