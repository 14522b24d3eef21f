// What the gateway's news about a checkout means for its order: decided here, before anything
// is written; the payments service applies it (settle, close, or note the progress).
import type { GatewayCheckout } from './gateway';
import type { OrderRow } from './orders.repository';

/** The kinds of news about a checkout: webhook events, or the reconciliation asking. */
export type CheckoutNews =
  'completed' | 'async_succeeded' | 'async_failed' | 'expired' | 'reconcile';

/** What a piece of news did to its order. */
export type Outcome =
  | `ignored:${OrderRow['status']}`
  | 'refused:amount'
  | 'paid'
  | 'failed'
  | 'expired'
  | 'processing'
  | 'unchanged';

/** The order's status after an outcome. */
export function statusAfter(order: OrderRow, outcome: Outcome): OrderRow['status'] {
  return outcome === 'paid' || outcome === 'failed' || outcome === 'expired'
    ? outcome
    : order.status;
}

/** What the gateway's news about a checkout does to its order (nothing is written here). */
export function decide(order: OrderRow, checkout: GatewayCheckout, event: CheckoutNews): Outcome {
  if (order.status !== 'open') return `ignored:${order.status}`;
  if (checkout.amountSen !== order.amountSen || checkout.currency !== order.currency)
    return 'refused:amount';
  const paid =
    checkout.paymentStatus === 'paid' &&
    (event === 'completed' || event === 'async_succeeded' || event === 'reconcile');
  if (paid) return 'paid';
  if (event === 'async_failed') return 'failed';
  if (event === 'expired' || checkout.status === 'expired') return 'expired';
  // FPX: the customer finished, the bank's answer follows (async_payment_*).
  if (event === 'completed' && checkout.paymentStatus === 'unpaid') return 'processing';
  return 'unchanged';
}
