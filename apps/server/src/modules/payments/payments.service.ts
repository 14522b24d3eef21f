import type { FastifyBaseLogger } from 'fastify';

import { todayInMalaysia } from '@app/shared/membership';
import { LIMIT_MESSAGES, methodsForAmount } from '@app/shared/payments/limits';
import { receiptNumber } from '@app/shared/payments/numbers';
import { PAYMENT_MESSAGES, type PaymentPurpose } from '@app/shared/payments/schemas';

import { badRequest, conflict, notFound, unavailable } from '../../lib/errors';
import type { MailSite } from '../../lib/mail-language';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { DataAccess } from '../../lib/unit-of-work';

import { CHECKOUT_MARGIN_MS, CHECKOUT_SAFETY_MS, createCheckoutOpening } from './checkout-opening';
import { decide, type CheckoutNews, type Outcome } from './checkout-outcome';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type GatewayCheckout,
  type PaymentGateway,
} from './gateway';
import type { OrderRow } from './orders.repository';
import { paymentNotice, type PaymentNoticeKind } from './payments.mail';
import type { OrderSpec, PayerFacts, PaymentsRepos, PurposeHandler } from './payments.types';

export interface PaymentsDeps {
  data: DataAccess<PaymentsRepos>;
  /** Null without gateway keys: bank transfer only. */
  gateway: PaymentGateway | null;
  site: MailSite;
  holdMinutes: number;
  now: () => Date;
  /** After a commit that queued mail. */
  kickMail: () => void;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

type CloseStatus = 'failed' | 'expired' | 'cancelled';

/**
 * Orders paid through the gateway's hosted page. An order is opened (and what it buys held by
 * its module) before the checkout exists; it ends exactly once — paid, failed, expired or
 * cancelled — under its row lock, whichever of the webhook, the reconciliation or the player
 * gets there first. The amount is always the module's price, never the client's.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { data, now } = deps;
  const handlers = new Map<PaymentPurpose, PurposeHandler>();
  // The order's checkout at the gateway, once (`resume`): see checkout-opening.ts.
  const { resume } = createCheckoutOpening({
    ...deps,
    close: (repos, order, status, reason) => close(repos, order, status, reason),
  });

  function gatewayOrRefuse(): PaymentGateway {
    if (!deps.gateway) throw badRequest(PAYMENT_MESSAGES.notOffered);
    return deps.gateway;
  }

  /** How long an order holds what it buys: the minutes plus the margin, within the gateway's most. */
  function holdMs(gateway: PaymentGateway) {
    return Math.min(
      deps.holdMinutes * 60_000 + CHECKOUT_MARGIN_MS,
      gateway.checkoutLifetime.maxSeconds * 1000 - CHECKOUT_SAFETY_MS,
    );
  }

  function handlerOf(order: OrderRow): PurposeHandler {
    const handler = handlers.get(order.purpose);
    if (!handler) throw new Error(`No payment handler for ${order.purpose}`);
    return handler;
  }

  async function notify(
    repos: PaymentsRepos,
    order: OrderRow,
    kind: PaymentNoticeKind,
    extra = {},
    known?: PayerFacts | null,
  ) {
    if (!order.playerId) return;
    const payer = known ?? (await repos.orders.payer(order.playerId));
    if (!payer) return;
    const notice = paymentNotice(deps.site, payer, order, kind, extra);
    await repos.messages.insert(notice.inbox);
    await repos.mailOutbox.insert(notice.mail);
  }

  /**
   * The money arrived, for a batch of orders (one order from the player's cancel or the
   * reconciliation; many from the settlement worker): receipts, then each module grants what
   * was bought, then the notices. Call with the rows locked. Reads and locks come first; then
   * one counter update numbers the whole batch (gap-free, ascending in the order given, ADR 013)
   * and the counter stays locked to the commit, so the rest is written set-based: one statement
   * for the receipts, one for the orders, one per module where it can, one each for the notices.
   */
  async function settleMany(
    repos: PaymentsRepos,
    items: { order: OrderRow; paymentId: string | null }[],
  ): Promise<OrderRow[]> {
    if (items.length === 0) return [];
    const at = now();
    const today = todayInMalaysia(at);
    const year = Number(today.slice(0, 4));
    const playerIds = [
      ...new Set(items.flatMap((i) => (i.order.playerId ? [i.order.playerId] : []))),
    ];
    const payers = await repos.orders.payers(playerIds);
    // How each was paid, if the gateway said so already (`charge.succeeded`; ADR 028).
    const methods = await repos.paymentMethods.find(
      items.flatMap((i) => (i.paymentId ? [i.paymentId] : [])),
    );
    const payerOf = (order: OrderRow) => (order.playerId ? payers.get(order.playerId) : undefined);
    const groups = new Map<PurposeHandler, number[]>();
    items.forEach((item, index) => {
      const handler = handlerOf(item.order);
      groups.set(handler, [...(groups.get(handler) ?? []), index]);
    });
    const prepared: unknown[] = new Array(items.length);
    for (const [handler, indexes] of groups) {
      const orders = indexes.map((i) => items[i]!.order);
      const answers = handler.prepareMany
        ? await handler.prepareMany(repos, orders)
        : await inTurn(orders, async (order) => handler.prepare?.(repos, order));
      indexes.forEach((i, k) => (prepared[i] = answers[k]));
    }
    const last = await repos.payments.takeReceiptSeqs(year, items.length);
    const first = last - items.length + 1;
    const receipts = await repos.payments.insertMany(
      items.map(({ order, paymentId }, i) => ({
        playerId: order.playerId,
        memberId: payerOf(order)?.memberId ?? '',
        typeName: order.description,
        typeNameMs: order.descriptionMs,
        receiptYear: year,
        receiptSeq: first + i,
        receiptNumber: receiptNumber(year, first + i),
        amountSen: order.amountSen,
        provider: order.provider,
        method: 'online' as const,
        onlineMethod: (paymentId && methods.get(paymentId)?.method) || null,
        onlineMethodDetail: (paymentId && methods.get(paymentId)?.detail) || null,
        reference: paymentId ?? order.checkoutId ?? order.id,
        paidOn: today,
        recordedBy: null,
        idempotencyKey: `order:${order.id}`,
        purpose: order.purpose,
        orderId: order.id,
      })),
    );
    const paidRows = await repos.orders.markPaid(
      items.map(({ order, paymentId }, i) => ({
        id: order.id,
        receiptId: receipts[i]!.id,
        paymentId,
      })),
      at,
    );
    const paidById = new Map(paidRows.map((o) => [o.id, o]));
    const paid = items.map(({ order }) => paidById.get(order.id)!);
    for (const [handler, indexes] of groups) {
      const list = indexes.map((i) => ({
        order: paid[i]!,
        receipt: receipts[i]!,
        prepared: prepared[i],
      }));
      if (handler.fulfilMany) await handler.fulfilMany(repos, list);
      else
        for (const { order, receipt, prepared: p } of list)
          await handler.fulfil(repos, order, receipt, p);
    }
    const notices = paid.flatMap((order, i) => {
      const payer = payerOf(order);
      return payer
        ? [
            paymentNotice(deps.site, payer, order, 'paid', {
              receiptNumber: receipts[i]!.receiptNumber,
            }),
          ]
        : [];
    });
    await repos.messages.insertMany(notices.map((n) => n.inbox));
    await repos.mailOutbox.insertMany(notices.map((n) => n.mail));
    return paid;
  }

  async function settle(repos: PaymentsRepos, order: OrderRow, paymentId: string | null) {
    const [paid] = await settleMany(repos, [{ order, paymentId }]);
    return paid!;
  }

  /** The order ends unpaid; the module releases what it held. Call with the row locked. */
  async function close(
    repos: PaymentsRepos,
    order: OrderRow,
    status: CloseStatus,
    reason?: string,
  ) {
    const closed = await repos.orders.update(order.id, {
      status,
      progress: null,
      failureReason: reason ?? null,
    });
    await handlerOf(order).release?.(repos, closed);
    if (status !== 'cancelled') await notify(repos, closed, status);
    return closed;
  }

  /**
   * Applies what the gateway says about a checkout to its order (webhook or reconciliation):
   * paid → settle (after checking amount and currency), expired → close. Stale news changes
   * nothing: an order settles or closes once. `decided` runs before any change (the webhook
   * records its outcome there, ahead of the receipt counter's lock). Returns what it did.
   */
  async function applyCheckout(
    repos: PaymentsRepos,
    order: OrderRow,
    checkout: GatewayCheckout,
    event: CheckoutNews,
    decided?: (outcome: Outcome) => Promise<void>,
  ): Promise<Outcome> {
    const outcome = decide(order, checkout, event);
    await decided?.(outcome);
    if (outcome === 'refused:amount')
      await repos.orders.update(order.id, {
        failureReason: `gateway reported ${checkout.amountSen ?? '?'} ${checkout.currency ?? '?'}`,
      });
    else if (outcome === 'paid') await settle(repos, order, checkout.paymentId);
    else if (outcome === 'failed')
      await close(repos, order, 'failed', 'the bank did not approve the payment');
    else if (outcome === 'expired') await close(repos, order, 'expired');
    else if (outcome === 'processing')
      await repos.orders.update(order.id, { progress: 'processing' });
    return outcome;
  }

  async function afterCommit(order: OrderRow | null) {
    deps.kickMail();
    if (order)
      await handlers
        .get(order.purpose)
        ?.settled?.(order)
        .catch(() => undefined);
  }

  /** `afterCommit` for a batch: mail kicked once, each module told once where it can be. */
  async function afterCommitMany(orders: OrderRow[]) {
    deps.kickMail();
    const byPurpose = new Map<PaymentPurpose, OrderRow[]>();
    for (const order of orders)
      byPurpose.set(order.purpose, [...(byPurpose.get(order.purpose) ?? []), order]);
    for (const [purpose, list] of byPurpose) {
      const handler = handlers.get(purpose);
      if (handler?.settledMany) await handler.settledMany(list).catch(() => undefined);
      else for (const order of list) await handler?.settled?.(order).catch(() => undefined);
    }
  }

  return {
    enabled: () => deps.gateway !== null,
    methods: () => deps.gateway?.methods ?? [],
    holdMinutes: deps.holdMinutes,

    /** A module sells something: register how it is granted and released. */
    registerPurpose<R, P = unknown>(purpose: PaymentPurpose, handler: PurposeHandler<R, P>) {
      handlers.set(purpose, handler as unknown as PurposeHandler);
    },

    /**
     * Opens an order and its checkout. `hold` runs in the order's transaction (a course holds
     * the place). A retry with the same key answers with the same order; a second tab for the
     * same thing finds the open one. If the gateway does not answer, the order closes (the hold
     * is released), nothing was charged, and the player is told to try again.
     */
    async open<R>(
      playerId: string,
      spec: OrderSpec,
      hold?: (repos: R, order: OrderRow) => Promise<void>,
    ) {
      const gateway = gatewayOrRefuse();
      if (spec.amountSen <= 0) throw badRequest(PAYMENT_MESSAGES.freeItem);
      // An amount no offered method takes is refused before anything is written (ADR 028).
      if (methodsForAmount(spec.amountSen, gateway.methods).length === 0)
        throw badRequest(LIMIT_MESSAGES.notPayableOnline(spec.amountSen));
      const again = await data.repos.orders.findByKey(playerId, spec.idempotencyKey);
      if (again) return resume(gateway, again);
      let order: OrderRow;
      try {
        order = await data.withTransaction(async (repos) => {
          // One order at a time per player: a double click or a second tab waits here.
          const payer = await repos.orders.payer(playerId, true);
          if (!payer) throw notFound('Player');
          const same = await repos.orders.findByKey(playerId, spec.idempotencyKey);
          if (same) return same;
          if (await repos.orders.findOpenFor(playerId, spec.purpose, spec.subjectId))
            throw conflict(PAYMENT_MESSAGES.openOrderExists);
          const created = await repos.orders.insert({
            playerId,
            purpose: spec.purpose,
            subjectId: spec.subjectId,
            description: spec.description,
            descriptionMs: spec.descriptionMs,
            amountSen: spec.amountSen,
            currency: 'myr',
            provider: gateway.id,
            expiresAt: new Date(now().getTime() + holdMs(gateway)),
            details: spec.details ?? {},
            idempotencyKey: spec.idempotencyKey,
          });
          await hold?.(repos as unknown as R, created);
          return created;
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const same = await data.repos.orders.findByKey(playerId, spec.idempotencyKey);
        if (same) return resume(gateway, same);
        throw conflict(PAYMENT_MESSAGES.openOrderExists);
      }
      return resume(gateway, order);
    },

    /** The player's orders (newest first), and one of them. */
    listFor: (playerId: string) => data.repos.orders.listForPlayer(playerId),
    async findFor(playerId: string, orderId: string) {
      const order = await data.repos.orders.find(orderId);
      if (!order || order.playerId !== playerId) throw notFound('Payment order');
      return order;
    },

    /** The player backs out: the checkout is ended at the gateway first (it may have been paid). */
    async cancel(playerId: string, orderId: string) {
      const order = await data.repos.orders.find(orderId);
      if (!order || order.playerId !== playerId) throw notFound('Payment order');
      if (order.status !== 'open') throw conflict(PAYMENT_MESSAGES.orderClosed);
      // FPX: the bank may still approve it; cancelling now could lose the money.
      if (order.progress === 'processing') throw conflict(PAYMENT_MESSAGES.processing);
      const gateway = gatewayOrRefuse();
      let checkout: GatewayCheckout | null = null;
      if (order.checkoutId) {
        try {
          checkout = await gateway.expireCheckout(order.checkoutId);
        } catch (err) {
          if (err instanceof GatewayUnavailableError)
            throw unavailable(PAYMENT_MESSAGES.cancelGatewayDown);
          if (err instanceof GatewayRefusedError) {
            deps.log?.warn({ err, orderId }, 'the payment gateway refused to end a checkout');
            throw unavailable(PAYMENT_MESSAGES.gatewayRefusedRequest);
          }
          throw err;
        }
      }
      const result = await data.withTransaction(async (repos) => {
        const locked = await repos.orders.find(orderId, true);
        if (!locked || locked.status !== 'open') return locked;
        if (checkout && checkout.paymentStatus === 'paid') {
          await applyCheckout(repos, locked, checkout, 'reconcile');
          return repos.orders.find(orderId);
        }
        // Finished at the gateway but not yet paid (the bank is deciding): keep it open.
        if (checkout && checkout.status === 'complete') {
          await repos.orders.update(locked.id, { progress: 'processing' });
          return null;
        }
        return close(repos, locked, 'cancelled');
      });
      if (result === null) throw conflict(PAYMENT_MESSAGES.processing);
      await afterCommit(result);
      if (result?.status === 'paid') throw conflict(PAYMENT_MESSAGES.orderPaid);
      return result!;
    },

    applyCheckout,
    afterCommit,
    afterCommitMany,
    close,
    decide,
    settleMany,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** One after another (each waits for the last: one transaction's connection). */
async function inTurn<T, U>(list: T[], run: (item: T) => Promise<U>): Promise<U[]> {
  const out: U[] = [];
  for (const item of list) out.push(await run(item));
  return out;
}
