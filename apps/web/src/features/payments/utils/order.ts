import type { PaymentsMessages } from '@/messages/en/payments';
import { INTL_LOCALES, type Locale } from '@app/shared/locale';
import type { PaymentOptions, PaymentOrder } from '@app/shared/payments/schemas';
import { localizeText } from '@app/shared/translations';

/** What a badge says about an order: its status, told apart further for FPX and refunds. */
export type OrderBadge = keyof PaymentsMessages['status'];

export function orderBadge(order: PaymentOrder): OrderBadge {
  if (order.status === 'open') return order.progress === 'processing' ? 'processing' : 'open';
  if (order.status === 'paid' && order.refundedSen > 0)
    return order.refundedSen >= order.amountSen ? 'refunded' : 'partlyRefunded';
  return order.status;
}

/** An order's description in the page's language (its Malay when the server has one). */
export function orderDescription(order: PaymentOrder, locale: Locale) {
  return localizeText(order.description, order.descriptionMs, locale);
}

/** An open order the player can still pay or cancel (not while FPX confirms it). */
export const canResume = (order: PaymentOrder) =>
  order.status === 'open' && order.progress !== 'processing';

/** 'card, FPX online banking or GrabPay' in the page's language. */
export function methodsText(
  methods: PaymentOptions['methods'],
  names: PaymentsMessages['methods'],
  locale: Locale,
): string {
  const format = new Intl.ListFormat(INTL_LOCALES[locale], { type: 'disjunction' });
  return format.format(methods.map((method) => names[method]));
}
