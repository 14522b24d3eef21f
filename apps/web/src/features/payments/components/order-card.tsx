import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';
import type { PaymentOrder } from '@app/shared/payments/schemas';

import { orderBadge, orderDescription } from '../utils/order';

import { CreditNoteList } from './credit-note-list';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';
import { ReceiptLink } from './receipt-link';

/** One order as a card (a phone's width first): what, how much, when, its state and papers. */
export function OrderCard({ order, highlighted }: { order: PaymentOrder; highlighted: boolean }) {
  const { payments } = useMessages();
  const t = payments.panel;
  const locale = useLocale();
  const description = orderDescription(order, locale);
  const badge = orderBadge(order);
  const when =
    order.status === 'paid' && order.paidAt
      ? formatMessage(t.paidOn, { date: formatDateTime(order.paidAt) })
      : formatMessage(t.started, { date: formatDateTime(order.createdAt) });
  return (
    <li
      data-testid="payment-order"
      data-order={order.id}
      className={
        highlighted
          ? 'space-y-3 rounded-xl bg-white p-4 ring-2 ring-brand-600'
          : 'space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-slate-900">
          <span lang={description.lang}>{description.value}</span>
          <EnglishOnlyNote lang={description.lang} className="ms-2 align-middle" />
        </p>
        <OrderStatusBadge badge={badge} />
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="text-lg font-bold text-slate-900">{formatRinggit(order.amountSen)}</span>
        <span className="text-slate-600">{when}</span>
      </div>
      {order.refundedSen > 0 ? (
        <p className="text-sm font-medium text-slate-800">
          {formatMessage(t.refunded, { amount: formatRinggit(order.refundedSen) })}
        </p>
      ) : null}
      {order.status === 'open' && order.progress !== 'processing' ? (
        <p className="text-sm text-slate-600">
          {formatMessage(t.payBy, { date: formatDateTime(order.expiresAt) })}
        </p>
      ) : null}
      {order.receiptNumber ? (
        <p className="text-sm">
          <ReceiptLink number={order.receiptNumber} />
        </p>
      ) : null}
      <CreditNoteList notes={order.creditNotes} />
      <OrderActions order={order} />
    </li>
  );
}
