import type { FastifyBaseLogger } from 'fastify';

import type { DataAccess } from '../../lib/unit-of-work';

import { statusAfter, type CheckoutNews } from './checkout-outcome';
import type { PendingEvent } from './events.repository';
import type { GatewayEvent } from './gateway';
import type { OrderRow } from './orders.repository';
import type { PaymentMethodNote } from './payment-methods.repository';
import type { PaymentsService } from './payments.service';
import type { PaymentsRepos } from './payments.types';

const CHECKOUT_EVENTS = {
  'checkout.completed': 'completed',
  'checkout.async_succeeded': 'async_succeeded',
  'checkout.async_failed': 'async_failed',
  'checkout.expired': 'expired',
} as const satisfies Record<string, CheckoutNews>;

type RefundHook = (
  repos: PaymentsRepos,
  order: OrderRow,
  event: GatewayEvent,
) => Promise<string | void>;

/** A failed event waits this long before its next try (doubling, up to an hour). */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** attempts, 60 * 60_000);
}

/**
 * Applies recorded gateway events to their orders (ADR 027). One batch is one transaction: the
 * pending events are locked (`SKIP LOCKED`: another process takes others), their orders locked
 * in id order, each event decided against its order as the earlier events of the batch left it,
 * and the payments among them settled together (one counter update, set-based writes). If the
 * batch fails, its events are tried one by one, each in its own transaction; an event that
 * still fails stays pending with its error and a later retry time: never lost, never blocking.
 */
export function createSettlement(deps: {
  data: DataAccess<PaymentsRepos>;
  payments: PaymentsService;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** A refund made at the gateway (`charge.refunded`) that we have not recorded yet. */
  onExternalRefund?: RefundHook;
  /** A refund that failed or was cancelled later (`charge.refund.updated`): its outcome. */
  onRefundUpdated?: RefundHook;
  /** Told what each event did once its batch committed (the webhook's waiting answers). */
  onSettled?: (outcomes: Map<string, string>) => void;
}) {
  const { data, payments } = deps;

  function keysOf(events: GatewayEvent[]) {
    const keys = { ids: [] as string[], checkoutIds: [] as string[], paymentIds: [] as string[] };
    for (const event of events) {
      if (event.type === 'charge.refunded' && event.paymentId)
        keys.paymentIds.push(event.paymentId);
      else if (event.type === 'refund.updated' && event.refund.paymentId)
        keys.paymentIds.push(event.refund.paymentId);
      else if (event.type !== 'payment.succeeded' && 'checkout' in event) {
        if (event.checkout.orderId) keys.ids.push(event.checkout.orderId);
        keys.checkoutIds.push(event.checkout.id);
      }
    }
    return keys;
  }

  /** Applies locked events in order; answers each one's outcome and the orders it changed. */
  async function apply(repos: PaymentsRepos, pending: PendingEvent[]) {
    const events = pending.flatMap((p) => (p.event ? [p.event] : []));
    const locked = await repos.orders.lockForEvents(keysOf(events));
    const byId = new Map(locked.map((o) => [o.id, o]));
    const byCheckout = new Map(locked.flatMap((o) => (o.checkoutId ? [[o.checkoutId, o.id]] : [])));
    const byPayment = new Map(
      locked.flatMap((o) => (o.gatewayPaymentId ? [[o.gatewayPaymentId, o.id]] : [])),
    );
    const orderOf = (event: GatewayEvent): OrderRow | null => {
      if (event.type === 'other' || event.type === 'payment.succeeded') return null;
      if (event.type === 'charge.refunded' || event.type === 'refund.updated') {
        const paymentId =
          event.type === 'charge.refunded' ? event.paymentId : event.refund.paymentId;
        const id = paymentId ? byPayment.get(paymentId) : undefined;
        return id ? byId.get(id)! : null;
      }
      // The checkout must be the one this order opened: a made-up reference finds nothing.
      const named = event.checkout.orderId ? byId.get(event.checkout.orderId) : undefined;
      if (named && named.checkoutId === event.checkout.id) return named;
      const id = byCheckout.get(event.checkout.id);
      return id ? byId.get(id)! : null;
    };

    const outcomes: { eventId: string; outcome: string; orderId: string | null }[] = [];
    /** How payments were paid: written once, after the batch's payments (set-based). */
    const methods: PaymentMethodNote[] = [];
    const changed = new Map<string, OrderRow>();
    let toSettle: { order: OrderRow; paymentId: string | null }[] = [];
    /** Payments decided so far are written before anything else touches an order. */
    const flush = async () => {
      for (const order of await payments.settleMany(repos, toSettle)) {
        byId.set(order.id, order);
        changed.set(order.id, order);
      }
      toSettle = [];
    };
    const reload = async (order: OrderRow) => {
      const fresh = (await repos.orders.find(order.id))!;
      byId.set(fresh.id, fresh);
      changed.set(fresh.id, fresh);
    };

    for (const { eventId, event } of pending) {
      const note = (outcome: string, order: OrderRow | null = null) =>
        outcomes.push({ eventId, outcome, orderId: order?.id ?? null });
      if (!event) {
        note('ignored:unreadable');
        continue;
      }
      if (event.type === 'payment.succeeded') {
        // Needs no order: the receipt takes it whenever its order is settled (ADR 028).
        if (!event.paymentId) note('ignored:no-payment');
        else {
          methods.push({
            paymentId: event.paymentId,
            method: event.method.type,
            detail: event.method.detail,
          });
          note('method-noted');
        }
        continue;
      }
      const order = orderOf(event);
      if (!order) {
        note(event.type === 'other' ? `ignored:${event.name}` : 'unknown-order');
        continue;
      }
      if (event.type === 'other') continue;
      if (event.type === 'charge.refunded' || event.type === 'refund.updated') {
        await flush();
        const current = byId.get(order.id)!;
        const hook =
          event.type === 'charge.refunded' ? deps.onExternalRefund : deps.onRefundUpdated;
        const said = await hook?.(repos, current, event);
        await reload(current);
        note(
          said || (event.type === 'charge.refunded' ? 'refund-noted' : 'refund-updated'),
          current,
        );
        continue;
      }
      const news = CHECKOUT_EVENTS[event.type];
      const outcome = payments.decide(order, event.checkout, news);
      note(outcome, order);
      if (outcome === 'paid') {
        toSettle.push({ order, paymentId: event.checkout.paymentId });
        // Later events of this batch see it paid (it is written with the others).
        byId.set(order.id, { ...order, status: 'paid' });
        continue;
      }
      if (outcome.startsWith('ignored:') || outcome === 'unchanged') continue;
      await flush();
      await payments.applyCheckout(repos, order, event.checkout, news);
      const after = { ...order, status: statusAfter(order, outcome) };
      byId.set(order.id, after);
      changed.set(order.id, after);
    }
    await flush();
    await repos.paymentMethods.record(methods);
    await repos.paymentEvents.settleMany(outcomes);
    return { outcomes, changed: [...changed.values()] };
  }

  /** One transaction over `take`'s events; answers what it applied (nothing: none were due). */
  async function runOne(take: (repos: PaymentsRepos) => Promise<PendingEvent[]>, ids: string[]) {
    return data.withTransaction(async (repos) => {
      const pending = await take(repos);
      ids.push(...pending.map((p) => p.eventId));
      return pending.length ? apply(repos, pending) : null;
    });
  }

  async function after(result: Awaited<ReturnType<typeof apply>> | null) {
    if (!result) return;
    deps.onSettled?.(new Map(result.outcomes.map((o) => [o.eventId, o.outcome])));
    await payments.afterCommitMany(result.changed);
  }

  /** Settles up to `limit` due events; answers how many it took. */
  async function settleBatch(limit: number): Promise<number> {
    const ids: string[] = [];
    try {
      await after(await runOne((repos) => repos.paymentEvents.lockPending(limit, deps.now()), ids));
      return ids.length;
    } catch (err) {
      if (ids.length === 0) throw err;
      deps.log.warn({ err, events: ids.length }, 'payment settlement batch failed: one by one');
    }
    // One bad event must not hold up the others: each alone, in its own transaction.
    for (const eventId of ids) {
      const taken: string[] = [];
      try {
        await after(await runOne((repos) => repos.paymentEvents.lockThese([eventId]), taken));
      } catch (err) {
        const attempts = (await data.repos.paymentEvents.find(eventId))?.attempts ?? 0;
        const retryAt = new Date(deps.now().getTime() + retryDelayMs(attempts));
        const message = err instanceof Error ? err.message : String(err);
        await data.repos.paymentEvents.noteFailure(eventId, message, retryAt);
        deps.log.warn({ err, eventId, attempts: attempts + 1 }, 'payment event not settled');
        deps.onSettled?.(new Map([[eventId, 'pending']]));
      }
    }
    return ids.length;
  }

  return { settleBatch };
}

export type Settlement = ReturnType<typeof createSettlement>;
