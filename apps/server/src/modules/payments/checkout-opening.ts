import type { FastifyBaseLogger } from 'fastify';

import { localizePath } from '@app/shared/locale';
import { methodsForAmount } from '@app/shared/payments/limits';
import { PAYMENT_MESSAGES } from '@app/shared/payments/schemas';

import { conflict, unavailable } from '../../lib/errors';
import type { MailSite } from '../../lib/mail-language';
import type { DataAccess } from '../../lib/unit-of-work';

import { GatewayRefusedError, GatewayUnavailableError, type PaymentGateway } from './gateway';
import type { OrderRow } from './orders.repository';
import type { PaymentsRepos } from './payments.types';

/** Why an order failed when its checkout could not be opened (nothing was charged). */
export const GATEWAY_SILENT = 'the gateway did not answer';
/** …or when the gateway refused to open it (the rest of the reason says why). */
export const GATEWAY_REFUSED = 'the gateway refused the checkout';
/** …or when the order waited too long for it (a crash between the order and its checkout). */
export const CHECKOUT_TOO_LATE = 'the order waited too long for its checkout';

/**
 * The order failed before any checkout existed (nothing could have been paid): what it held
 * was not lost by the player's doing, so a module may keep it (an offer, a hold).
 */
export const checkoutNeverOpened = (order: Pick<OrderRow, 'status' | 'failureReason'>) =>
  order.status === 'failed' &&
  (order.failureReason === GATEWAY_SILENT ||
    order.failureReason === CHECKOUT_TOO_LATE ||
    (order.failureReason?.startsWith(GATEWAY_REFUSED) ?? false));

/**
 * An order holds what it buys for the configured minutes plus this: room for the call to the
 * gateway (and the SDK's retries) to reach it while the checkout can still last the gateway's
 * minimum. The checkout ends when the hold does (ADR 028).
 */
export const CHECKOUT_MARGIN_MS = 5 * 60_000;
/** A checkout is asked for only if it can last the gateway's minimum plus this, measured at the call. */
export const CHECKOUT_SAFETY_MS = 2 * 60_000;

/**
 * Opening an order's checkout at the gateway (issue 39, ADR 028): once per order, ending when
 * the order's hold does, with only the methods that can take the amount; a gateway that does
 * not answer or refuses closes the order (its hold is released) and nothing was charged.
 */
export function createCheckoutOpening(deps: {
  data: DataAccess<PaymentsRepos>;
  site: MailSite;
  now: () => Date;
  kickMail: () => void;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** The payments service's close: the order ends unpaid and its module releases the hold. */
  close: (
    repos: PaymentsRepos,
    order: OrderRow,
    status: 'failed' | 'expired',
    reason?: string,
  ) => Promise<unknown>;
}) {
  const { data, now } = deps;

  /**
   * The checkout of an order: created once (the gateway's idempotency key is the order's id, so
   * two requests for one order get one checkout), or why it cannot be paid any more. If the
   * gateway does not answer, the order closes (its hold is released) and nothing was charged.
   */
  async function resume(gateway: PaymentGateway, order: OrderRow) {
    if (order.status === 'paid') throw conflict(PAYMENT_MESSAGES.orderPaid);
    if (order.status === 'failed' && order.failureReason === GATEWAY_SILENT)
      throw unavailable(PAYMENT_MESSAGES.gatewayDown);
    if (order.status === 'failed' && order.failureReason?.startsWith(GATEWAY_REFUSED))
      throw unavailable(PAYMENT_MESSAGES.gatewayRefused);
    if (order.status === 'failed' && order.failureReason === CHECKOUT_TOO_LATE)
      throw conflict(PAYMENT_MESSAGES.checkoutTooLate);
    if (order.status !== 'open') throw conflict(PAYMENT_MESSAGES.orderClosed);
    if (order.checkoutUrl) return { order, checkoutUrl: order.checkoutUrl };
    const payer = order.playerId ? await data.repos.orders.payer(order.playerId) : null;
    // Back to the player's Payments, in their language, where the order's fate is shown.
    const back = `${deps.site.siteUrl}${localizePath('/player/dashboard', payer?.language ?? 'en')}?tab=payments&order=${order.id}`;
    // The checkout ends when the order's hold does, computed at the moment of the call: the
    // gateway measures its rule (Stripe: 30 minutes to 24 hours after creation) on arrival,
    // by its own clock, so the end is sent on the wall clock (the app's may be a test clock).
    const { minSeconds, maxSeconds } = gateway.checkoutLifetime;
    const leftMs = order.expiresAt.getTime() - now().getTime();
    if (leftMs < minSeconds * 1000 + CHECKOUT_SAFETY_MS) {
      // The order waited too long for its checkout (a crash in between): what it holds is
      // released; the player starts again.
      await end(order.id, 'failed', CHECKOUT_TOO_LATE);
      throw conflict(PAYMENT_MESSAGES.checkoutTooLate);
    }
    const expiresAt = new Date(
      Date.now() + Math.min(leftMs, maxSeconds * 1000 - CHECKOUT_SAFETY_MS),
    );
    try {
      const checkout = await gateway.createCheckout({
        orderId: order.id,
        amountSen: order.amountSen,
        currency: order.currency,
        description: order.description,
        customerEmail: payer?.email ?? null,
        successUrl: back,
        cancelUrl: `${back}&cancelled=1`,
        expiresAt,
        methods: methodsForAmount(order.amountSen, gateway.methods),
        locale: payer?.language ?? 'en',
      });
      const saved = await data.repos.orders.update(order.id, {
        checkoutId: checkout.id,
        checkoutUrl: checkout.url,
      });
      return { order: saved, checkoutUrl: checkout.url ?? '' };
    } catch (err) {
      if (err instanceof GatewayRefusedError) {
        const why = `${GATEWAY_REFUSED} (${err.code ?? 'no code'}${err.param ? `, ${err.param}` : ''})`;
        await end(order.id, 'failed', why);
        deps.log?.warn(
          { err, orderId: order.id, code: err.code, param: err.param },
          'the payment gateway refused a checkout: nothing was charged; check the request',
        );
        throw unavailable(PAYMENT_MESSAGES.gatewayRefused);
      }
      await end(order.id, 'failed', GATEWAY_SILENT);
      if (err instanceof GatewayUnavailableError) throw unavailable(PAYMENT_MESSAGES.gatewayDown);
      throw err;
    }
  }

  /** Closes an open order whose checkout could not be opened (its hold is released). */
  async function end(orderId: string, status: 'failed' | 'expired', reason?: string) {
    await data.withTransaction(async (repos) => {
      const locked = await repos.orders.find(orderId, true);
      if (locked?.status === 'open') await deps.close(repos, locked, status, reason);
    });
    deps.kickMail();
  }

  return { resume };
}
