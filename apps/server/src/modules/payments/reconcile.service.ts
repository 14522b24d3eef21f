import type { DataAccess } from '../../lib/unit-of-work';

import { GatewayUnavailableError, type PaymentGateway } from './gateway';
import type { OrderRow } from './orders.repository';
import type { PaymentsService } from './payments.service';
import type { PaymentsRepos } from './payments.types';

/**
 * A lost webhook must not lose a payment: orders still open after `afterMinutes` are asked
 * about at the gateway. Paid ones settle, expired ones close, and an abandoned checkout past
 * its time is ended at the gateway and closed. Claimed with SKIP LOCKED, so every process can
 * run it; the webhook and this meet on the order's row lock and the order ends once.
 */
export function createReconciliation(deps: {
  data: DataAccess<PaymentsRepos>;
  gateway: PaymentGateway;
  payments: PaymentsService;
  afterMinutes: number;
  now: () => Date;
}) {
  const { data, gateway, payments, now } = deps;

  async function one(repos: PaymentsRepos, order: OrderRow): Promise<OrderRow | null> {
    if (!order.checkoutId) {
      // The checkout was never created (the process stopped in between): nothing to pay.
      return payments.close(repos, order, 'failed', 'the gateway did not answer');
    }
    let checkout = await gateway.retrieveCheckout(order.checkoutId);
    if (checkout.status === 'open' && order.expiresAt <= now())
      checkout = await gateway.expireCheckout(order.checkoutId);
    const outcome = await payments.applyCheckout(repos, order, checkout, 'reconcile');
    if (outcome === 'paid' || outcome === 'expired' || outcome === 'failed') return order;
    // Still open (an FPX payment on its way): asked again after another interval.
    await repos.orders.update(order.id, {});
    return null;
  }

  return {
    /** One batch; resolves with the number of orders that ended. */
    async run(limit: number): Promise<number> {
      const before = new Date(now().getTime() - deps.afterMinutes * 60_000);
      const ended = await data.withTransaction(async (repos) => {
        const done: OrderRow[] = [];
        for (const order of await repos.orders.claimStale(before, limit)) {
          try {
            const result = await one(repos, order);
            if (result) done.push(result);
          } catch (err) {
            // The gateway is down: leave the rest for the next run.
            if (err instanceof GatewayUnavailableError) break;
            throw err;
          }
        }
        return done;
      });
      for (const order of ended) await payments.afterCommit(order);
      return ended.length;
    },
  };
}
