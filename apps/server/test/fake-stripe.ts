import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

import {
  canonical,
  hostedPage,
  isStripeError,
  page,
  parseForm,
  type PayHow,
} from './fake-stripe-http';
import {
  customerDetails,
  newCharge,
  newEvent,
  newRefund,
  newSession,
  nowSeconds,
  stripeId,
  type EventObject,
  type FakeSession,
  type PaidWith,
} from './fake-stripe-objects';
import {
  makePayout,
  payoutEntries,
  type FakePayoutEntry,
  type PayoutOptions,
} from './fake-stripe-payouts';
import {
  checkRefundCreate,
  checkSessionCreate,
  idempotencyMismatch,
  invalid,
  missing,
  type StripeError,
} from './fake-stripe-rules';
import { assertStripeShape, type ObjectKind } from './stripe-shapes';

/**
 * A local stand-in for the parts of Stripe's API we use (Checkout Sessions, charges, refunds,
 * payouts) and for its hosted payment page, so tests and browser tests never reach the
 * internet (ADR 025, ADR 028). The real SDK is pointed at it (host/port/protocol).
 *
 * What it guarantees (ADR 028): its objects are shaped as the installed SDK declares them
 * (every field, null only where allowed; see stripe-shapes.ts), requests are held to Stripe's
 * documented rules with Stripe-style 400s (fake-stripe-rules.ts), an idempotency key reused
 * for another request is refused, card payments complete at once and FPX ones later, refunds
 * of FPX and GrabPay payments stay `pending` until `settleRefund`, and events are those our
 * endpoint subscribes to, signed with the SDK's own helper as Stripe signs them.
 */
export type { FakeSession };
export type FakeEvent = Stripe.Event;

/** One API request as the stand-in received and answered it (the contract test reads these). */
export interface FakeRequest {
  /** When it arrived, in milliseconds (Stripe measures `expires_at` from here). */
  receivedAt: number;
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | null;
  status: number;
  body: unknown;
  replayed: boolean;
}

export type { FakePayoutEntry, PayHow };

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  /** Charges by id (one per paid session). */
  charges: Map<string, Stripe.Charge>;
  refunds: Stripe.Refund[];
  events: FakeEvent[];
  /** Every API request, with its answer. */
  requests: FakeRequest[];
  /** API requests answer 503 while true (the gateway is down). */
  down: boolean;
  /** API requests answer 403 while true, as to a restricted key without the permission. */
  restricted: boolean;
  /** Requests received, e.g. 'POST /v1/checkout/sessions'. */
  calls: string[];
  /** Where webhooks go (null: nowhere, the test delivers them). */
  webhookUrl: string | null;
  /**
   * Pays a session as the hosted page would; returns the events (not yet delivered). A card or
   * GrabPay payment completes at once (`charge.succeeded`, `checkout.session.completed` paid);
   * FPX completes unpaid and the bank's answer follows (`async_payment_succeeded` or `_failed`).
   */
  pay(sessionId: string, how?: PayHow): FakeEvent[];
  expire(sessionId: string): FakeEvent[];
  /** A pending refund's end (`charge.refund.updated`); a succeeded one can still fail later. */
  settleRefund(refundId: string, status: 'succeeded' | 'failed' | 'canceled'): FakeEvent;
  /** The refund fails (or is cancelled) after it was made, as one to an expired card does. */
  failRefund(refundId: string, status?: 'failed' | 'canceled'): FakeEvent;
  /** A refund made in Stripe's dashboard, not through the API: `charge.refunded`. */
  refundAtDashboard(paymentIntent: string, amount: number): FakeEvent;
  /** An event carrying `object` (a session, charge or refund, checked against Stripe's shape). */
  event(type: Stripe.Event.Type, object: EventObject): FakeEvent;
  /** Signed body and header of an event, as Stripe would send them (`timestamp` in seconds). */
  signed(
    event: FakeEvent,
    secret?: string,
    timestamp?: number,
  ): { body: string; signature: string };
  deliver(events: FakeEvent[]): Promise<number[]>;
  payouts: Stripe.Payout[];
  balanceTransactions: Stripe.BalanceTransaction[];
  /**
   * Pays out the charges of these paid sessions and their refunds not yet paid out, less the
   * gateway's fee (`feePercent` of each charge, rounded; default 0), plus any `entries` as is.
   */
  payout(sessionIds: string[], options?: PayoutOptions): Stripe.Payout;
  close(): Promise<void>;
}

export const FAKE_STRIPE_KEY = 'sk_test_fakeLocalStripe0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec_fakeLocalWebhookSecret0123456789';

const signer = new Stripe(FAKE_STRIPE_KEY);
/** How long after an API call its events are delivered (browser tests only; see emitLater). */
const API_EVENT_DELAY_MS = 1_000;

/** The environment that points the app's Stripe SDK at this stand-in. */
export function stripeEnv(fake: Pick<FakeStripe, 'url'>, extra: Record<string, string> = {}) {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    // The webhook's answer waits for the event's settlement and says what it did (ADR 027).
    PAYMENT_WEBHOOK_WAIT_MS: '10000',
    ...extra,
  };
}

/** Delivers one event to an app's webhook route, signed as Stripe signs it. */
export function deliverEvent(
  app: Pick<FastifyInstance, 'inject'>,
  fake: Pick<FakeStripe, 'signed'>,
  event: FakeEvent,
  options: { secret?: string; timestamp?: number } = {},
) {
  const { body, signature } = fake.signed(event, options.secret, options.timestamp);
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}

/** The session behind a checkout URL the app answered with. */
export function sessionOf(fake: Pick<FakeStripe, 'sessions'>, checkoutUrl: string): FakeSession {
  return fake.sessions.get(checkoutUrl.split('/pay/')[1]!)!;
}

export async function startFakeStripe(
  options: { port?: number; webhookUrl?: string | null; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secret = options.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  /** Idempotency keys: the request they were first used for and its (successful) answer. */
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  /** How each payment was paid (refunds of FPX and GrabPay payments are asynchronous). */
  const paidWith = new Map<string, PaidWith>();
  /** Each balance transaction's payout. */
  const payoutOf = new Map<string, string>();
  let base = '';

  const chargeOf = (intent: string) =>
    [...fake.charges.values()].find((c) => c.payment_intent === intent);
  const live = (r: Stripe.Refund) => r.status === 'pending' || r.status === 'succeeded';
  /** The charge as Stripe renders it now: `amount_refunded` counts refunds not failed. */
  const refreshCharge = (charge: Stripe.Charge) => {
    charge.amount_refunded = fake.refunds
      .filter((r) => r.charge === charge.id && live(r))
      .reduce((n, r) => n + r.amount, 0);
    charge.refunded = charge.amount_refunded >= charge.amount;
    return charge;
  };
  /** Events go out as Stripe sends them: recorded, and delivered when there is an endpoint. */
  const emit = (events: FakeEvent[]) => {
    void fake.deliver(events).catch(() => undefined);
    return events;
  };
  /**
   * Events an API call caused (a refund, an expiry) reach the endpoint after the call was
   * answered, as Stripe's deliveries are asynchronous: a moment later, not before the caller
   * has carried on with the answer.
   */
  const emitLater = (events: FakeEvent[]) => {
    if (fake.webhookUrl) setTimeout(() => emit(events), API_EVENT_DELAY_MS).unref();
    return events;
  };

  const fake: FakeStripe = {
    url: '',
    sessions: new Map(),
    charges: new Map(),
    refunds: [],
    events: [],
    requests: [],
    down: false,
    restricted: false,
    calls: [],
    webhookUrl: options.webhookUrl ?? null,
    payouts: [],
    balanceTransactions: [],
    payout: (sessionIds, payoutOptions) =>
      makePayout(fake, payoutOf, sessionIds, payoutOptions ?? {}),
    event(type, object) {
      assertStripeShape(object.object as ObjectKind, object);
      const event = newEvent(type, object);
      fake.events.push(event);
      return event;
    },
    settleRefund(refundId, status) {
      const refund = fake.refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`fake Stripe: no refund ${refundId}`);
      refund.status = status;
      if (status === 'failed') refund.failure_reason = 'expired_or_canceled_card';
      if (typeof refund.charge === 'string') {
        const charge = fake.charges.get(refund.charge);
        if (charge) refreshCharge(charge);
      }
      return fake.event('charge.refund.updated', refund);
    },
    failRefund(refundId, status = 'failed') {
      return fake.settleRefund(refundId, status);
    },
    refundAtDashboard(paymentIntent, amount) {
      const charge = chargeOf(paymentIntent);
      if (!charge) throw new Error(`fake Stripe: no charge for ${paymentIntent}`);
      const refund = newRefund({
        charge,
        amount,
        status: 'succeeded',
        reason: 'requested_by_customer',
        metadata: {},
      });
      fake.refunds.push(refund);
      return fake.event('charge.refunded', refreshCharge(charge));
    },
    pay(sessionId, how = 'card') {
      const session = fake.sessions.get(sessionId);
      if (!session || session.status !== 'open') return [];
      const method = how === 'fpx-fail' ? 'fpx' : how;
      // The page offers only the session's methods.
      if (!session.payment_method_types.includes(method)) return [];
      const intent = stripeId('pi');
      session.status = 'complete';
      session.payment_intent = intent;
      session.customer_details = customerDetails(session.customer_email);
      if (how !== 'fpx' && how !== 'fpx-fail') {
        // A card or a wallet: the payment succeeds while the customer is on the page.
        const charge = succeed(session, intent, how);
        return [
          fake.event('checkout.session.completed', session),
          fake.event('charge.succeeded', charge),
        ];
      }
      // FPX: the customer finishes on the page; the bank answers afterwards.
      const completed = fake.event('checkout.session.completed', session);
      if (how === 'fpx-fail')
        return [completed, fake.event('checkout.session.async_payment_failed', session)];
      const charge = succeed(session, intent, 'fpx');
      return [
        completed,
        fake.event('checkout.session.async_payment_succeeded', session),
        fake.event('charge.succeeded', charge),
      ];
    },
    expire(sessionId) {
      const session = fake.sessions.get(sessionId);
      if (!session || session.status !== 'open') return [];
      session.status = 'expired';
      return [fake.event('checkout.session.expired', session)];
    },
    signed(event, withSecret = secret, timestamp) {
      const body = JSON.stringify(event);
      return {
        body,
        signature: signer.webhooks.generateTestHeaderString({
          payload: body,
          secret: withSecret,
          ...(timestamp !== undefined ? { timestamp } : {}),
        }),
      };
    },
    async deliver(events) {
      const statuses: number[] = [];
      if (!fake.webhookUrl) return statuses;
      for (const event of events) {
        const { body, signature } = fake.signed(event);
        const res = await fetch(fake.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body,
        });
        statuses.push(res.status);
      }
      return statuses;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** The payment went through: the session is paid and its charge exists. */
  function succeed(session: FakeSession, intent: string, how: PaidWith) {
    session.payment_status = 'paid';
    paidWith.set(intent, how);
    const charge = newCharge({
      paymentIntent: intent,
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'myr',
      how,
      email: session.customer_email,
      // The PaymentIntent's metadata (payment_intent_data) is the charge's too.
      metadata: session.metadata ?? {},
    });
    fake.charges.set(charge.id, charge);
    return charge;
  }

  function createSession(
    form: Record<string, unknown>,
    receivedAt: number,
  ): StripeError | FakeSession {
    const checked = checkSessionCreate(form, receivedAt);
    if ('status' in checked) return checked;
    const id = stripeId('cs');
    const session = newSession(id, {
      url: `${base}/pay/${id}`,
      amount: checked.amount,
      currency: checked.currency,
      methods: checked.methods.length > 0 ? checked.methods : ['card'],
      clientReferenceId: (form['client_reference_id'] as string | undefined) ?? null,
      metadata: (form['metadata'] as Record<string, string> | undefined) ?? {},
      successUrl: (form['success_url'] as string | undefined) ?? null,
      cancelUrl: (form['cancel_url'] as string | undefined) ?? null,
      expiresAt:
        form['expires_at'] !== undefined ? Number(form['expires_at']) : nowSeconds() + 86_400,
      customerEmail: (form['customer_email'] as string | undefined) ?? null,
      locale: (form['locale'] as Stripe.Checkout.Session.Locale | undefined) ?? null,
    });
    fake.sessions.set(id, session);
    return session;
  }

  function createRefund(form: Record<string, unknown>): StripeError | Stripe.Refund {
    const bad = checkRefundCreate(form);
    if (bad) return bad;
    const intent = String(form['payment_intent'] ?? '');
    const charge =
      typeof form['charge'] === 'string' ? fake.charges.get(form['charge']) : chargeOf(intent);
    if (!charge)
      return invalid(`No such payment_intent: '${intent}'`, 'payment_intent', 'resource_missing');
    refreshCharge(charge);
    const left = charge.amount - charge.amount_refunded;
    if (left <= 0)
      return invalid(
        `Charge ${charge.id} has already been refunded.`,
        'charge',
        'charge_already_refunded',
      );
    const amount = form['amount'] !== undefined ? Number(form['amount']) : left;
    if (amount > left)
      return invalid(
        `Refund amount (RM ${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (RM ${(left / 100).toFixed(2)})`,
        'amount',
        'amount_too_large',
      );
    const how = paidWith.get(String(charge.payment_intent)) ?? 'card';
    const refund = newRefund({
      charge,
      amount,
      // FPX and GrabPay refunds are asynchronous; card refunds usually succeed at once.
      status: how === 'card' ? 'succeeded' : 'pending',
      reason: (form['reason'] as Stripe.Refund.Reason | undefined) ?? null,
      metadata: (form['metadata'] as Record<string, string> | undefined) ?? {},
    });
    fake.refunds.push(refund);
    emitLater([fake.event('charge.refunded', refreshCharge(charge))]);
    return refund;
  }

  /** What a request gets: an object or list, or a Stripe error. */
  function answer(method: string, path: string, form: Record<string, unknown>, receivedAt: number) {
    if (method === 'POST' && path === '/v1/checkout/sessions')
      return createSession(form, receivedAt);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (match) {
      const session = fake.sessions.get(match[1]!);
      if (!session) return missing('checkout.session', match[1]!);
      if (method === 'GET' && !match[2]) return session;
      if (method !== 'POST' || !match[2]) return missing('route', path);
      if (session.status !== 'open')
        return invalid(`Only Checkout Sessions with a status in [open] can be expired.`, 'session');
      session.status = 'expired';
      emitLater([fake.event('checkout.session.expired', session)]);
      return session;
    }
    if (method === 'GET' && path === '/v1/payouts') {
      const range = (form['arrival_date'] ?? {}) as Record<string, string>;
      const found = fake.payouts
        .filter(
          (p) =>
            (range['gte'] === undefined || p.arrival_date >= Number(range['gte'])) &&
            (range['lte'] === undefined || p.arrival_date <= Number(range['lte'])),
        )
        .reverse();
      return page(found, form, path);
    }
    if (method === 'GET' && path === '/v1/balance_transactions') {
      return page(payoutEntries(fake, payoutOf, form), form, path);
    }
    return invalid(`Unrecognized request URL (${method}: ${path})`);
  }

  function send(res: ServerResponse, status: number, body: unknown, replayed = false) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': stripeId('req'),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(body));
  }

  function api(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    form: Record<string, unknown>,
  ) {
    const receivedAt = Date.now();
    const method = req.method ?? 'GET';
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : null;
    const log = (status: number, body: unknown, replayed = false) => {
      fake.requests.push({
        receivedAt,
        method,
        path,
        params: form,
        idempotencyKey: key,
        status,
        body,
        replayed,
      });
      send(res, status, body, replayed);
    };
    const request = `${method} ${path} ${canonical(form)}`;
    if (key && method === 'POST') {
      const earlier = idempotent.get(key);
      // The same request again: the first answer. Another request with the key: refused.
      if (earlier) {
        if (earlier.request === request) return log(earlier.status, earlier.body, true);
        const refused = idempotencyMismatch(key);
        return log(refused.status, refused.body);
      }
    }
    const result = answer(method, path, form, receivedAt);
    if (isStripeError(result)) return log(result.status, result.body);
    // Only a request that was carried out is kept under its key (as Stripe does).
    if (key && method === 'POST') idempotent.set(key, { request, status: 200, body: result });
    log(200, result);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = Buffer.concat(chunks).toString('utf8');
      fake.calls.push(`${req.method} ${url.pathname}`);
      if (url.pathname === '/health') return send(res, 200, { ok: true });
      const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (pay) {
        const session = fake.sessions.get(pay[1]!);
        if (!session) return void res.writeHead(404).end('No such checkout');
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return void res.end(hostedPage(session));
        }
        const how = new URLSearchParams(body).get('how') as PayHow;
        // As Stripe does: the webhooks are sent; the browser is sent back at once.
        emit(fake.pay(session.id, how));
        res.writeHead(303, {
          location: (how === 'fpx-fail' ? session.cancel_url : session.success_url) ?? '/',
        });
        return void res.end();
      }
      if (!url.pathname.startsWith('/v1/')) return void res.writeHead(404).end();
      if (fake.down)
        return send(res, 503, { error: { type: 'api_error', message: 'Service unavailable' } });
      if (fake.restricted)
        return send(res, 403, {
          error: {
            type: 'invalid_request_error',
            message: `The provided key does not have the required permissions for this endpoint (${url.pathname}).`,
          },
        });
      // GET requests carry their parameters in the query string, the others in the body.
      const params = req.method === 'GET' ? url.searchParams.toString() : body;
      try {
        api(req, res, url.pathname, parseForm(params));
      } catch (err) {
        send(res, 500, { error: { type: 'api_error', message: String(err) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = base;
  return fake;
}
