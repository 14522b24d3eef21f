import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMembershipType, key } from '../../../test/factories/membership';
import { payMembershipOnline, staffHeaders } from '../../../test/factories/online-membership';
import { createPlayer, playerSession } from '../../../test/factories/players';
import {
  deliverEvent,
  FAKE_STRIPE_KEY,
  sessionOf,
  startFakeStripe,
  stripeEnv,
  type FakeStripe,
} from '../../../test/fake-stripe';
import {
  API_VERSION,
  listProblems,
  SDK_VERSION,
  shapeProblems,
  type ObjectKind,
} from '../../../test/stripe-shapes';

/**
 * The contract of the Stripe stand-in (ADR 028): it refuses what Stripe refuses, with Stripe's
 * error shapes (so the SDK raises its own classes), and the objects it answers and sends have
 * exactly the fields the installed SDK declares, null only where allowed, with values that look
 * like Stripe's published fixtures. Then the server's own flows are run against it and every
 * request the server sent and every object the stand-in gave back is checked.
 */
describe(`the Stripe stand-in against Stripe's contract (SDK ${SDK_VERSION}, API ${API_VERSION})`, () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  let t: TestApp;
  let typeId: string;
  let treasurer: Record<string, string>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    const api = new URL(fake.url);
    stripe = new Stripe(FAKE_STRIPE_KEY, {
      host: api.hostname,
      port: Number(api.port),
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
    t = await buildTestApp({}, stripeEnv(fake));
    typeId = (await createMembershipType(t.db, { feeSen: 8000, nameMs: 'Dewasa tahunan' })).id;
    treasurer = await staffHeaders(t, ['treasurer']);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const seconds = () => Math.floor(Date.now() / 1000);
  /** A valid session request, changed by `over`. */
  const session = (over: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
    stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'myr', unit_amount: 5000, product_data: { name: 'Course' } },
          },
        ],
        allowed_payment_method_types: ['card', 'fpx'],
        success_url: 'https://example.com/back',
        expires_at: seconds() + 45 * 60,
        ...over,
      },
      { idempotencyKey: key() },
    );
  /** The Stripe error a promise rejects with. */
  const refusal = async (work: Promise<unknown>) => {
    const err = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Stripe.errors.StripeError);
    return err as InstanceType<typeof Stripe.errors.StripeError>;
  };

  it('refuses an expires_at under 30 minutes or over 24 hours from creation, as Stripe does', async () => {
    const early = await refusal(session({ expires_at: seconds() + 1799 }));
    expect(early).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(early).toMatchObject({ statusCode: 400, param: 'expires_at' });
    const late = await refusal(session({ expires_at: seconds() + 24 * 3600 + 60 }));
    expect(late).toMatchObject({ statusCode: 400, param: 'expires_at' });
    const ok = await session({ expires_at: seconds() + 30 * 60 + 5 });
    expect(ok.status).toBe('open');
  });

  it('refuses amounts Stripe and the methods cannot take, an upper-case currency and unknown parameters', async () => {
    const small = await refusal(
      session({
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'myr', unit_amount: 150, product_data: { name: 'x' } },
          },
        ],
      }),
    );
    expect(small).toMatchObject({ statusCode: 400, code: 'amount_too_small', param: 'line_items' });
    const fpx = await refusal(
      session({
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'myr', unit_amount: 3_000_001, product_data: { name: 'x' } },
          },
        ],
      }),
    );
    expect(fpx).toMatchObject({
      code: 'amount_too_large',
      param: 'allowed_payment_method_types[1]',
    });
    const grab = await refusal(
      session({
        allowed_payment_method_types: ['grabpay'],
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'myr', unit_amount: 150_001, product_data: { name: 'x' } },
          },
        ],
      }),
    );
    expect(grab).toMatchObject({ code: 'amount_too_large' });
    const upper = await refusal(
      session({
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'MYR', unit_amount: 5000, product_data: { name: 'x' } },
          },
        ],
      }),
    );
    expect(upper).toMatchObject({ statusCode: 400, param: 'line_items[0][price_data][currency]' });
    const unknown = await refusal(
      session({ ...({ payment_total: 5000 } as Partial<Stripe.Checkout.SessionCreateParams>) }),
    );
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'payment_total' });
    // The largest amount is 8 digits; card takes it.
    const big = await session({
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'myr', unit_amount: 99_999_999, product_data: { name: 'x' } },
        },
      ],
    });
    expect(big.payment_method_types).toEqual(['card']);
  });

  it('replays a request sent again with its idempotency key, and refuses the key for another', async () => {
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'myr', unit_amount: 5000, product_data: { name: 'A' } },
        },
      ],
      success_url: 'https://example.com/back',
      expires_at: seconds() + 40 * 60,
    };
    const idempotencyKey = key();
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey });
    expect(again.id).toBe(first.id);
    const other = await refusal(
      stripe.checkout.sessions.create(
        {
          ...params,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'myr', unit_amount: 6000, product_data: { name: 'A' } },
            },
          ],
        },
        { idempotencyKey },
      ),
    );
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other.statusCode).toBe(400);
  });

  it('card pays at once; FPX completes unpaid and the bank answers later; refunds: card at once, FPX pending then succeeded or failed', async () => {
    const card = await session();
    const cardEvents = fake.pay(card.id, 'card');
    expect(cardEvents.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'charge.succeeded',
    ]);
    expect(cardEvents[0]!.data.object).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    });
    const fpx = await session();
    const fpxEvents = fake.pay(fpx.id, 'fpx');
    expect(fpxEvents.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'charge.succeeded',
    ]);
    expect(fpxEvents[0]!.data.object).toMatchObject({ payment_status: 'unpaid' });
    expect(fpxEvents[1]!.data.object).toMatchObject({ payment_status: 'paid' });

    const intentOf = (id: string) => fake.sessions.get(id)!.payment_intent!;
    const cardRefund = await stripe.refunds.create(
      { payment_intent: intentOf(card.id), amount: 1000 },
      { idempotencyKey: key() },
    );
    expect(cardRefund.status).toBe('succeeded');
    const fpxRefund = await stripe.refunds.create(
      { payment_intent: intentOf(fpx.id), amount: 1000 },
      { idempotencyKey: key() },
    );
    expect(fpxRefund.status).toBe('pending');
    const refunded = fake.events.filter((e) => e.type === 'charge.refunded').at(-1)!;
    const charge = refunded.data.object as Stripe.Charge;
    // As Stripe renders a charge for this API version: the total, no list of refunds.
    expect(charge).toMatchObject({ amount_refunded: 1000, refunded: false });
    expect('refunds' in charge).toBe(false);
    const failed = fake.settleRefund(fpxRefund.id, 'failed');
    expect(failed.type).toBe('charge.refund.updated');
    expect(failed.data.object).toMatchObject({
      status: 'failed',
      failure_reason: expect.any(String),
    });
    // Failed: the money can be refunded again, up to the whole payment.
    const whole = await stripe.refunds.create(
      { payment_intent: intentOf(fpx.id) },
      { idempotencyKey: key() },
    );
    expect(whole.amount).toBe(5000);
    expect(fake.settleRefund(whole.id, 'succeeded').data.object).toMatchObject({
      status: 'succeeded',
    });
    const more = await refusal(
      stripe.refunds.create(
        { payment_intent: intentOf(fpx.id), amount: 1 },
        { idempotencyKey: key() },
      ),
    );
    expect(more).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
  });

  it("the server's own flows: every request keeps Stripe's rules, every object has Stripe's shape", async () => {
    const from = fake.requests.length;
    // Membership by card, with both of Stripe's events.
    const card = await payMembershipOnline(t, fake, typeId);
    for (const event of fake.events.filter(
      (e) =>
        e.type === 'charge.succeeded' &&
        (e.data.object as Stripe.Charge).payment_intent === card.intent,
    ))
      expect((await deliverEvent(t.app, fake, event)).statusCode).toBe(200);
    // By FPX: completed unpaid, then the bank's answer.
    const { player } = await createPlayer(t.db, { dateOfBirth: '1990-05-05', language: 'ms' });
    const headers = { authorization: `Bearer ${(await playerSession(t, player.id)).token}` };
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/players/me/membership/checkout',
      headers,
      payload: { typeId, idempotencyKey: key() },
    });
    expect(opened.statusCode).toBe(200);
    const fpxSession = sessionOf(fake, opened.json<{ checkoutUrl: string }>().checkoutUrl);
    for (const event of fake.pay(fpxSession.id, 'fpx'))
      expect((await deliverEvent(t.app, fake, event)).statusCode).toBe(200);
    // A refund of each (the card's succeeds at once; FPX's is pending, then fails).
    const receipts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/payments?method=online',
      headers: treasurer,
    });
    for (const p of receipts.json<{ payments: { receiptNumber: string }[] }>().payments) {
      const refund = await t.app.inject({
        method: 'POST',
        url: `/api/admin/finance/receipts/${p.receiptNumber}/refund`,
        headers: treasurer,
        payload: { amountSen: 1000, reason: 'Contract check', idempotencyKey: key() },
      });
      expect(refund.statusCode).toBe(200);
    }
    const pending = fake.refunds.find((r) => r.status === 'pending')!;
    expect(
      (await deliverEvent(t.app, fake, fake.settleRefund(pending.id, 'failed'))).json(),
    ).toEqual({
      received: true,
      outcome: 'refund-failed',
    });
    // A checkout cancelled by the player (expired at the gateway).
    const { player: other } = await createPlayer(t.db, { dateOfBirth: '1990-05-05' });
    const otherHeaders = { authorization: `Bearer ${(await playerSession(t, other.id)).token}` };
    const left = await t.app.inject({
      method: 'POST',
      url: '/api/players/me/membership/checkout',
      headers: otherHeaders,
      payload: { typeId, idempotencyKey: key() },
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/players/me/payments/${left.json<{ order: { id: string } }>().order.id}/cancel`,
      headers: otherHeaders,
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    // The payouts the treasurer reconciles.
    fake.payout([card.sessionId, fpxSession.id], { feePercent: 3 });
    const today = new Date().toISOString().slice(0, 10);
    const payouts = await t.app.inject({
      method: 'GET',
      url: `/api/admin/finance/payouts?from=${today}&to=${today}`,
      headers: treasurer,
    });
    expect(payouts.statusCode).toBe(200);

    // Every request the server sent, as the stand-in received it.
    const problems: string[] = [];
    const sent = fake.requests.slice(from);
    expect(sent.map((r) => `${r.method} ${r.path.replace(/cs_test_\w+/, 'cs')}`)).toEqual(
      expect.arrayContaining([
        'POST /v1/checkout/sessions',
        'POST /v1/refunds',
        'POST /v1/checkout/sessions/cs/expire',
        'GET /v1/payouts',
        'GET /v1/balance_transactions',
      ]),
    );
    for (const r of sent) {
      const at = `${r.method} ${r.path}`;
      if (r.status !== 200) problems.push(`${at}: answered ${r.status} ${JSON.stringify(r.body)}`);
      if (r.method === 'POST' && !r.idempotencyKey) problems.push(`${at}: no idempotency key`);
      // Creations carry the server's own key (a retry reaches Stripe with the same one).
      if (r.path === '/v1/checkout/sessions' && !r.idempotencyKey?.startsWith('checkout-'))
        problems.push(`${at}: key ${r.idempotencyKey} is not the order's`);
      if (r.path === '/v1/refunds' && !r.idempotencyKey?.startsWith('refund-'))
        problems.push(`${at}: key ${r.idempotencyKey} is not the credit note's`);
      if (r.path === '/v1/checkout/sessions' && r.method === 'POST') {
        const after = Number(r.params['expires_at']) - r.receivedAt / 1000;
        // Stripe's 30 minutes, with room to spare (the server keeps a margin), and its 24 hours.
        if (!(after >= 30 * 60 + 60 && after <= 24 * 3600))
          problems.push(`${at}: expires_at ${after.toFixed(1)} s after it arrived`);
      }
      // Every object answered: its own shape, or a list of objects with theirs.
      const body = r.body as { object?: string; data?: unknown[] };
      if (r.status === 200 && body.object === 'list') {
        problems.push(...listProblems(body, at));
        for (const item of body.data ?? [])
          problems.push(...shapeProblems((item as { object: ObjectKind }).object, item, at));
      } else if (r.status === 200)
        problems.push(...shapeProblems(body.object as ObjectKind, body, at));
    }
    // Every event the stand-in sent.
    for (const event of fake.events) problems.push(...shapeProblems('event', event, event.type));
    expect(problems).toEqual([]);
  });
});
