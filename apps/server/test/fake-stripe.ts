import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API we use (Checkout Sessions, refunds) and for
 * its hosted payment page, so tests and browser tests never reach the internet. The real SDK is
 * pointed at it (host/port/protocol); webhooks are signed with the SDK's own test-header
 * helper, exactly as Stripe signs them.
 */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  payment_intent: string | null;
  customer_email: string | null;
  locale: string | null;
  allowed_payment_method_types: string[];
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  data: { object: unknown };
}

/** A balance transaction: one entry of a payout (a charge, a refund, a fee…, or the payout). */
export interface FakeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  type: string;
  amount: number;
  fee: number;
  net: number;
  currency: string;
  created: number;
  status: 'available';
  /** The charge or refund it is for (expanded on request). */
  source: { id: string; object: string; [field: string]: unknown } | null;
  payout: string;
}

export interface FakePayout {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  arrival_date: number;
  created: number;
  status: string;
  automatic: true;
}

/** An entry added to a payout as is: an adjustment, or a charge for a payment we never saw. */
export interface FakePayoutEntry {
  type: string;
  amount: number;
  fee?: number;
  /** For a charge or refund: the payment it belongs to. */
  paymentIntent?: string;
  /** For a refund: its id (made up when left out). */
  refundId?: string;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  refunds: { id: string; payment_intent: string; amount: number; status?: string }[];
  /**
   * A refund fails (or is cancelled) after it was made, as a card that has expired does: it no
   * longer counts as refunded, and Stripe sends `charge.refund.updated`.
   */
  failRefund(refundId: string, status?: 'failed' | 'canceled'): FakeEvent;
  events: FakeEvent[];
  /** API requests answer 503 while true (the gateway is down). */
  down: boolean;
  /** Requests received, e.g. 'POST /v1/checkout/sessions'. */
  calls: string[];
  /** Where webhooks go (null: nowhere, the test delivers them). */
  webhookUrl: string | null;
  /** Pays a session as the hosted page would; returns the events (not yet delivered). */
  pay(sessionId: string, how?: 'card' | 'fpx' | 'fpx-fail'): FakeEvent[];
  expire(sessionId: string): FakeEvent[];
  event(type: string, object: unknown): FakeEvent;
  /** Signed body and header of an event, as Stripe would send them. */
  signed(event: FakeEvent, secret?: string): { body: string; signature: string };
  deliver(events: FakeEvent[]): Promise<number[]>;
  payouts: FakePayout[];
  balanceTransactions: FakeBalanceTransaction[];
  /**
   * Pays out the charges of these paid sessions and their refunds not yet paid out, less the
   * gateway's fee (`feePercent` of each charge, rounded; default 0), plus any `entries` as is.
   */
  payout(
    sessionIds: string[],
    options?: { feePercent?: number; arrivalDate?: Date; entries?: FakePayoutEntry[] },
  ): FakePayout;
  close(): Promise<void>;
}

export const FAKE_STRIPE_KEY = 'sk_test_fakeLocalStripe0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec_fakeLocalWebhookSecret0123456789';

const signer = new Stripe(FAKE_STRIPE_KEY);

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
  secret?: string,
) {
  const { body, signature } = fake.signed(event, secret);
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

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function html(session: FakeSession): string {
  const amount = (session.amount_total / 100).toFixed(2);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Test checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.9rem;font-size:1rem}</style></head>
<body><main><h1>Test checkout</h1><p>Pay <strong>${session.currency.toUpperCase()} ${amount}</strong></p>
<p>This page stands in for the payment gateway's hosted checkout.</p>
<form method="post" action="/pay/${session.id}"><button name="how" value="card">Pay by card</button>
<button name="how" value="fpx">Pay with FPX online banking</button>
<button name="how" value="fpx-fail">Bank declines (FPX)</button></form>
<p><a href="${session.cancel_url}">Back to the site</a></p></main></body></html>`;
}

export async function startFakeStripe(
  options: { port?: number; webhookUrl?: string | null; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secret = options.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  const idempotent = new Map<string, unknown>();
  let base = '';

  const fake: FakeStripe = {
    url: '',
    sessions: new Map(),
    refunds: [],
    events: [],
    down: false,
    calls: [],
    webhookUrl: options.webhookUrl ?? null,
    payouts: [],
    balanceTransactions: [],
    payout(sessionIds, { feePercent = 0, arrivalDate = new Date(), entries = [] } = {}) {
      const payoutId = id('po');
      const created = Math.floor(Date.now() / 1000);
      const entry = (
        type: string,
        amount: number,
        fee: number,
        source: FakeBalanceTransaction['source'],
      ) => {
        const tx: FakeBalanceTransaction = {
          id: id('txn'),
          object: 'balance_transaction',
          type,
          amount,
          fee,
          net: amount - fee,
          currency: 'myr',
          created,
          status: 'available',
          source,
          payout: payoutId,
        };
        fake.balanceTransactions.push(tx);
        return tx;
      };
      const charge = (intent: string, amount: number, fee: number) =>
        entry('charge', amount, fee, {
          id: `ch_${intent}`,
          object: 'charge',
          amount,
          currency: 'myr',
          payment_intent: intent,
        });
      const refund = (refundId: string, intent: string | null, amount: number) =>
        entry('refund', -amount, 0, {
          id: refundId,
          object: 'refund',
          amount,
          currency: 'myr',
          payment_intent: intent,
          charge: intent ? `ch_${intent}` : null,
        });
      const paidOut = new Set(
        fake.balanceTransactions.map((tx) => tx.source?.id).filter((v) => v !== undefined),
      );
      const items: FakeBalanceTransaction[] = [];
      for (const sessionId of sessionIds) {
        const session = fake.sessions.get(sessionId);
        const intent = session?.payment_intent;
        if (!session || session.payment_status !== 'paid' || !intent) continue;
        if (!paidOut.has(`ch_${intent}`))
          items.push(
            charge(
              intent,
              session.amount_total,
              Math.round((session.amount_total * feePercent) / 100),
            ),
          );
        for (const r of fake.refunds)
          if (r.payment_intent === intent && !paidOut.has(r.id))
            items.push(refund(r.id, intent, r.amount));
      }
      for (const e of entries) {
        if (e.type === 'charge' && e.paymentIntent)
          items.push(charge(e.paymentIntent, e.amount, e.fee ?? 0));
        else if (e.type === 'refund')
          items.push(refund(e.refundId ?? id('re'), e.paymentIntent ?? null, Math.abs(e.amount)));
        else items.push(entry(e.type, e.amount, e.fee ?? 0, null));
      }
      const net = items.reduce((n, tx) => n + tx.net, 0);
      const payout: FakePayout = {
        id: payoutId,
        object: 'payout',
        amount: net,
        currency: 'myr',
        arrival_date: Math.floor(arrivalDate.getTime() / 1000),
        created,
        status: 'paid',
        automatic: true,
      };
      entry('payout', -net, 0, { id: payoutId, object: 'payout', amount: net });
      fake.payouts.push(payout);
      return payout;
    },
    event(type, object) {
      const event: FakeEvent = {
        id: id('evt'),
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        api_version: '2026-10-28.endive',
        data: { object: structuredClone(object) },
      };
      fake.events.push(event);
      return event;
    },
    failRefund(refundId, status = 'failed') {
      const refund = fake.refunds.find((r) => r.id === refundId)!;
      refund.status = status;
      return fake.event('charge.refund.updated', {
        ...refund,
        object: 'refund',
        currency: 'myr',
        ...(status === 'failed' ? { failure_reason: 'expired_or_canceled_card' } : {}),
      });
    },
    pay(sessionId, how = 'card') {
      const session = fake.sessions.get(sessionId);
      if (!session || session.status !== 'open') return [];
      session.status = 'complete';
      session.payment_intent = id('pi');
      if (how === 'card') {
        session.payment_status = 'paid';
        return [fake.event('checkout.session.completed', session)];
      }
      const completed = fake.event('checkout.session.completed', session);
      if (how === 'fpx') {
        session.payment_status = 'paid';
        return [completed, fake.event('checkout.session.async_payment_succeeded', session)];
      }
      return [completed, fake.event('checkout.session.async_payment_failed', session)];
    },
    expire(sessionId) {
      const session = fake.sessions.get(sessionId);
      if (!session || session.status !== 'open') return [];
      session.status = 'expired';
      return [fake.event('checkout.session.expired', session)];
    },
    signed(event, withSecret = secret) {
      const body = JSON.stringify(event);
      return {
        body,
        signature: signer.webhooks.generateTestHeaderString({ payload: body, secret: withSecret }),
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

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  }
  /** One page of a list, as Stripe pages them (`limit`, `starting_after`, `has_more`). */
  function page<T extends { id: string }>(items: T[], form: Record<string, unknown>, url: string) {
    const limit = Number(form['limit'] ?? 10);
    const after = form['starting_after'];
    const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
    const data = items.slice(start, start + limit);
    return { object: 'list', url, data, has_more: start + limit < items.length };
  }
  const invalid = (res: ServerResponse, message: string) =>
    send(res, 400, { error: { type: 'invalid_request_error', message } });

  async function api(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    form: Record<string, unknown>,
  ) {
    const key = req.headers['idempotency-key'];
    const remembered = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (remembered) return send(res, 200, remembered);
    const remember = (body: unknown) => {
      if (typeof key === 'string') idempotent.set(key, body);
      send(res, 200, body);
    };
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const items = form['line_items'] as {
        price_data: { currency: string; unit_amount: string };
      }[];
      const price = items?.[0]?.price_data;
      const sessionId = id('cs');
      const session: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `${base}/pay/${sessionId}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(price?.unit_amount ?? 0),
        currency: price?.currency ?? 'myr',
        client_reference_id: (form['client_reference_id'] as string) ?? null,
        metadata: (form['metadata'] as Record<string, string>) ?? {},
        success_url: String(form['success_url'] ?? ''),
        cancel_url: String(form['cancel_url'] ?? ''),
        expires_at: Number(form['expires_at'] ?? 0),
        payment_intent: null,
        customer_email: (form['customer_email'] as string) ?? null,
        locale: (form['locale'] as string) ?? null,
        allowed_payment_method_types: (form['allowed_payment_method_types'] as string[]) ?? [],
      };
      fake.sessions.set(sessionId, session);
      return remember(session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (match) {
      const session = fake.sessions.get(match[1]!);
      if (!session)
        return send(res, 404, {
          error: { type: 'invalid_request_error', message: 'No such checkout.session' },
        });
      if (req.method === 'GET') return send(res, 200, session);
      if (session.status !== 'open') return invalid(res, 'Only open sessions can be expired');
      session.status = 'expired';
      fake.event('checkout.session.expired', session);
      return remember(session);
    }
    if (req.method === 'GET' && path === '/v1/payouts') {
      const range = (form['arrival_date'] ?? {}) as Record<string, string>;
      const found = fake.payouts
        .filter(
          (p) =>
            (range['gte'] === undefined || p.arrival_date >= Number(range['gte'])) &&
            (range['lte'] === undefined || p.arrival_date <= Number(range['lte'])),
        )
        .reverse();
      return send(res, 200, page(found, form, path));
    }
    if (req.method === 'GET' && path === '/v1/balance_transactions') {
      const payout = String(form['payout'] ?? '');
      const expand = [form['expand'] ?? []].flat().includes('data.source');
      const found = fake.balanceTransactions
        .filter((tx) => tx.payout === payout)
        .map((tx) => (expand ? tx : { ...tx, source: tx.source?.id ?? null }));
      return send(res, 200, page(found, form, path));
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = String(form['payment_intent'] ?? '');
      const session = [...fake.sessions.values()].find((s) => s.payment_intent === intent);
      if (!session || session.payment_status !== 'paid')
        return invalid(res, 'No such payment_intent');
      const refunded = fake.refunds
        .filter(
          (r) => r.payment_intent === intent && r.status !== 'failed' && r.status !== 'canceled',
        )
        .reduce((n, r) => n + r.amount, 0);
      const amount = Number(form['amount'] ?? session.amount_total - refunded);
      if (amount <= 0 || refunded + amount > session.amount_total)
        return invalid(res, 'Refund amount is greater than the unrefunded amount');
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        payment_intent: intent,
        status: 'succeeded',
        currency: session.currency,
      };
      fake.refunds.push(refund);
      return remember(refund);
    }
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${path})`,
      },
    });
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
          return void res.end(html(session));
        }
        const how = new URLSearchParams(body).get('how') as 'card' | 'fpx' | 'fpx-fail';
        const events = fake.pay(session.id, how);
        // As Stripe does: the webhook is sent; the browser is sent back at once.
        void fake.deliver(events).catch(() => undefined);
        res.writeHead(303, {
          location: how === 'fpx-fail' ? session.cancel_url : session.success_url,
        });
        return void res.end();
      }
      if (!url.pathname.startsWith('/v1/')) return void res.writeHead(404).end();
      if (fake.down)
        return send(res, 503, { error: { type: 'api_error', message: 'Service unavailable' } });
      // GET requests carry their parameters in the query string, the others in the body.
      const params = req.method === 'GET' ? url.searchParams.toString() : body;
      void api(req, res, url.pathname, parseForm(params)).catch((err: unknown) =>
        send(res, 500, { error: { type: 'api_error', message: String(err) } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = base;
  return fake;
}
