import Stripe from 'stripe';

import type { StripeConfig } from '../../config/payments-env';

import {
  GatewayUnavailableError,
  type GatewayBalanceTransaction,
  type GatewayCheckout,
  type PaymentGateway,
} from './gateway';

type Session = Stripe.Checkout.Session;

const PAYOUT_CONCURRENCY = 4;

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

function toCheckout(session: Session): GatewayCheckout {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? null,
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    status: (session.status ?? 'open') as GatewayCheckout['status'],
    paymentStatus: session.payment_status as GatewayCheckout['paymentStatus'],
    amountSen: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
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
    createCheckout: (request) =>
      guarded(async () =>
        toCheckout(
          await stripe.checkout.sessions.create(
            {
              mode: 'payment',
              client_reference_id: request.orderId,
              metadata: { order_id: request.orderId },
              allowed_payment_method_types: [...config.methods],
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
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      const session = () => toCheckout(event.data.object as Session);
      switch (event.type) {
        case 'checkout.session.completed':
          return { id: event.id, type: 'checkout.completed', checkout: session() };
        case 'checkout.session.async_payment_succeeded':
          return { id: event.id, type: 'checkout.async_succeeded', checkout: session() };
        case 'checkout.session.async_payment_failed':
          return { id: event.id, type: 'checkout.async_failed', checkout: session() };
        case 'checkout.session.expired':
          return { id: event.id, type: 'checkout.expired', checkout: session() };
        case 'charge.refunded': {
          const charge = event.data.object;
          const intent = charge.payment_intent;
          const paymentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
          return {
            id: event.id,
            type: 'charge.refunded',
            paymentId,
            amountRefundedSen: charge.amount_refunded,
            refunds: (charge.refunds?.data ?? []).map((r) => ({
              id: r.id,
              paymentId,
              amountSen: r.amount,
              status: r.status ?? 'succeeded',
            })),
          };
        }
        case 'charge.refund.updated': {
          const refund = event.data.object;
          const intent = refund.payment_intent;
          return {
            id: event.id,
            type: 'refund.updated',
            refund: {
              id: refund.id,
              paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
              amountSen: refund.amount,
              status: refund.status ?? 'succeeded',
              failureReason: refund.failure_reason ?? null,
            },
          };
        }
        default:
          return { id: event.id, type: 'other', name: event.type };
      }
    },
  };
}
