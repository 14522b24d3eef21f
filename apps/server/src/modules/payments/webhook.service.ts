import { PAYMENT_MESSAGES } from '@app/shared/payments/schemas';

import { unauthenticated } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { GatewayEvent, PaymentGateway } from './gateway';
import type { OrderRow } from './orders.repository';
import { statusAfter, type PaymentsService } from './payments.service';
import type { PaymentsRepos } from './payments.types';

const CHECKOUT_EVENTS = {
  'checkout.completed': 'completed',
  'checkout.async_succeeded': 'async_succeeded',
  'checkout.async_failed': 'async_failed',
  'checkout.expired': 'expired',
} as const;

/**
 * The gateway's webhooks. The signature is checked over the raw body by the SDK; then, in one
 * transaction, the event id is claimed (a replay, a retry or a second process finds it taken
 * and changes nothing) and applied to its order under the order's row lock. Events for orders
 * we do not know, stale events and refunds we already recorded are acknowledged and ignored, so
 * the gateway stops retrying; an amount or currency that does not match is refused and kept.
 */
export function createWebhookService(deps: {
  data: DataAccess<PaymentsRepos>;
  gateway: PaymentGateway;
  payments: PaymentsService;
  /** A refund made at the gateway (dashboard) that we have not recorded yet. */
  onExternalRefund?: (repos: PaymentsRepos, order: OrderRow, event: GatewayEvent) => Promise<void>;
}) {
  const { data, gateway, payments } = deps;

  function parse(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    try {
      return gateway.parseEvent(rawBody, signature);
    } catch {
      throw unauthenticated(PAYMENT_MESSAGES.badSignature);
    }
  }

  async function orderOf(repos: PaymentsRepos, event: GatewayEvent) {
    if (event.type === 'other') return null;
    if (event.type === 'charge.refunded')
      return event.paymentId ? repos.orders.findByGatewayPayment(event.paymentId, true) : null;
    const byId = event.checkout.orderId
      ? await repos.orders.find(event.checkout.orderId, true)
      : null;
    // The checkout must be the one this order opened: a made-up reference finds nothing.
    if (byId && byId.checkoutId === event.checkout.id) return byId;
    return repos.orders.findByCheckout(event.checkout.id, true);
  }

  return {
    async receive(rawBody: Buffer, signature: string | undefined) {
      const event = parse(rawBody, signature);
      const result = await data.withTransaction(async (repos) => {
        if (!(await repos.paymentEvents.claim(event.id, event.type)))
          return { outcome: 'duplicate', order: null };
        const order = await orderOf(repos, event);
        const note = (outcome: string) =>
          repos.paymentEvents.settle(event.id, outcome, order?.id ?? null);
        if (!order) {
          const outcome = event.type === 'other' ? `ignored:${event.name}` : 'unknown-order';
          await note(outcome);
          return { outcome, order: null };
        }
        if (event.type === 'charge.refunded') {
          await deps.onExternalRefund?.(repos, order, event);
          await note('refund-noted');
          return { outcome: 'refund-noted', order };
        }
        if (event.type === 'other') {
          await note('ignored');
          return { outcome: 'ignored', order: null };
        }
        // The outcome is written before the work, so the receipt counter is held briefly.
        const outcome = await payments.applyCheckout(
          repos,
          order,
          event.checkout,
          CHECKOUT_EVENTS[event.type],
          note,
        );
        return { outcome, order: { ...order, status: statusAfter(order, outcome) } };
      });
      await payments.afterCommit(result.order);
      return { received: true as const, outcome: result.outcome };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
