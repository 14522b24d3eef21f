import Stripe from 'stripe';

import type { StripeConfig } from '../../config/payments-env';

import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type GatewayBalanceTransaction,
  type PaymentGateway,
} from './gateway';
import { readStripeEvent, signedAt, toCheckout } from './stripe-events';

const PAYOUT_CONCURRENCY = 4;

/** A Checkout Session ends 30 minutes to 24 hours after its creation (`expires_at`). */
const CHECKOUT_LIFETIME = { minSeconds: 30 * 60, maxSeconds: 24 * 60 * 60 };

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * One entry of a payout. The source, expanded, is a Charge for a charge (its `payment_intent`
 * names the payment) and a Refund for a refund (its own id, and its `payment_intent`).
 */
function toBalanceTransaction(tx: Stripe.BalanceTransaction): GatewayBalanceTransaction {
  const source = tx.source;
  const object = typeof source === 'string' || source === null ? null : source;
  let paymentId: string | null = null;
  let refundId: string | null = null;
  if (object?.object === 'charge') paymentId = idOf(object.payment_intent);
  else if (object?.object === 'refund') {
    refundId = object.id;
    paymentId = idOf(object.payment_intent);
  } else if (typeof source === 'string' && source.startsWith('re_')) refundId = source;
  return {
    id: tx.id,
    type: tx.type,
    amountSen: tx.amount,
    feeSen: tx.fee,
    netSen: tx.net,
    paymentId,
    refundId,
  };
}

/** Connection failures and the gateway's own 5xx/429: nothing happened, try again later. */
function unavailable(err: unknown): boolean {
  if (!(err instanceof Stripe.errors.StripeError)) return false;
  return (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError ||
    (err.statusCode !== undefined && err.statusCode >= 500)
  );
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (unavailable(err)) throw new GatewayUnavailableError(err);
    // Any other answer of Stripe's (400 invalid request or idempotency, 401/403 keys and their
    // permissions, 402 card errors): it refused, nothing happened.
    if (err instanceof Stripe.errors.StripeError && err.statusCode !== undefined)
      throw new GatewayRefusedError(err.code ?? err.type ?? null, err.param ?? null, err);
    throw err;
  }
}

/** Stripe Checkout through the official SDK: MYR, FPX, cards and GrabPay (ADR 025). */
export function createStripeGateway(config: StripeConfig): PaymentGateway {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  return {
    id: 'stripe',
    methods: config.methods,
    checkoutLifetime: CHECKOUT_LIFETIME,
    createCheckout: (request) =>
      guarded(async () =>
        toCheckout(
          await stripe.checkout.sessions.create(
            {
              mode: 'payment',
              client_reference_id: request.orderId,
              metadata: { order_id: request.orderId },
              // Only the methods that can take the amount (ADR 028).
              allowed_payment_method_types: [...request.methods],
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: request.currency,
                    unit_amount: request.amountSen,
                    product_data: { name: request.description },
                  },
                },
              ],
              ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
              locale: request.locale === 'ms' ? 'ms' : 'en',
              success_url: request.successUrl,
              cancel_url: request.cancelUrl,
              expires_at: Math.floor(request.expiresAt.getTime() / 1000),
              payment_intent_data: { metadata: { order_id: request.orderId } },
            },
            // One order, one checkout: a retried request gets the same session back.
            { idempotencyKey: `checkout-${request.orderId}` },
          ),
        ),
      ),
    retrieveCheckout: (id) =>
      guarded(async () => toCheckout(await stripe.checkout.sessions.retrieve(id))),
    expireCheckout: (id) =>
      guarded(async () => {
        try {
          return toCheckout(await stripe.checkout.sessions.expire(id));
        } catch (err) {
          // Already complete or expired: report how it stands.
          if (err instanceof Stripe.errors.StripeInvalidRequestError)
            return toCheckout(await stripe.checkout.sessions.retrieve(id));
          throw err;
        }
      }),
    refund: (input) =>
      guarded(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentId, amount: input.amountSen },
          { idempotencyKey: input.idempotencyKey },
        );
        const intent = refund.payment_intent;
        return {
          id: refund.id,
          paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
          amountSen: refund.amount,
          status: refund.status ?? 'pending',
        };
      }),
    listPayouts: (range) =>
      guarded(async () => {
        const payouts: Stripe.Payout[] = [];
        const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
        for await (const payout of stripe.payouts.list({
          arrival_date: { gte: seconds(range.from), lte: seconds(range.to) },
          limit: 100,
        }))
          payouts.push(payout);
        const entriesOf = async (payout: Stripe.Payout) => {
          const transactions: GatewayBalanceTransaction[] = [];
          for await (const tx of stripe.balanceTransactions.list({
            payout: payout.id,
            expand: ['data.source'],
            limit: 100,
          }))
            // The payout itself is listed among its entries: leave it out.
            if (tx.type !== 'payout') transactions.push(toBalanceTransaction(tx));
          return {
            id: payout.id,
            amountSen: payout.amount,
            currency: payout.currency,
            arrivalDate: new Date(payout.arrival_date * 1000),
            status: payout.status,
            transactions,
          };
        };
        // A few payouts at a time: within the gateway's rate limit, not one by one.
        const result = [];
        for (let i = 0; i < payouts.length; i += PAYOUT_CONCURRENCY)
          result.push(
            ...(await Promise.all(payouts.slice(i, i + PAYOUT_CONCURRENCY).map(entriesOf))),
          );
        return result;
      }),
    parseEvent(rawBody, signature) {
      const header = signature ?? '';
      // The signature, and a timestamp no older than the SDK's tolerance (5 minutes)…
      const event = stripe.webhooks.constructEvent(rawBody, header, config.webhookSecret);
      // …nor further ahead than that: a signed event is not taken before its time (ADR 028).
      const at = signedAt(header);
      if (at === null || at - Math.floor(Date.now() / 1000) > stripe.webhooks.DEFAULT_TOLERANCE)
        throw new Stripe.errors.StripeSignatureVerificationError(header, rawBody.toString('utf8'), {
          message: 'Timestamp outside the tolerance zone',
        });
      return readStripeEvent(event);
    },
  };
}
