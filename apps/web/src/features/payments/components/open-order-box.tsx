import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatRinggit } from '@app/shared/membership';
import type { PaymentOrder } from '@app/shared/payments/schemas';

import { orderDescription } from '../utils/order';

import { OrderActions } from './order-actions';

/**
 * An order the player started and has not finished paying, where they would start a new one:
 * resume or cancel it (a second checkout for the same thing is refused).
 */
export function OpenOrderBox({ order }: { order: PaymentOrder }) {
  const { payments } = useMessages();
  const t = payments.open;
  const locale = useLocale();
  const processing = order.progress === 'processing';
  const description = orderDescription(order, locale);
  const values = {
    amount: formatRinggit(order.amountSen),
    description: description.value,
    time: formatDateTime(order.expiresAt),
  };
  return (
    <div className="space-y-3" data-testid="open-order">
      <h3 className="font-semibold text-slate-900">{processing ? t.processingTitle : t.title}</h3>
      <p className="text-sm text-slate-700">
        {formatMessage(processing ? t.processingIntro : t.intro, values)}
      </p>
      <OrderActions order={order} />
    </div>
  );
}
