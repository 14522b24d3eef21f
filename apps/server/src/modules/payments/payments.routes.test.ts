import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMembershipType } from '../../../test/factories/membership';
import { createPlayer, playerSession } from '../../../test/factories/players';
import {
  deliverEvent,
  sessionOf as sessionIn,
  startFakeStripe,
  stripeEnv,
  type FakeEvent,
  type FakeStripe,
} from '../../../test/fake-stripe';
import { newSession } from '../../../test/fake-stripe-objects';
import {
  mailOutbox,
  membershipPayments,
  messages,
  paymentOrders,
  players,
} from '../../db/schema/index';

const CLOCK_TOKEN = 'payments-test-clock-token-0123456789';

describe('online payment: membership through the gateway checkout', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let typeId: string;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({}, stripeEnv(fake, { TEST_CLOCK_TOKEN: CLOCK_TOKEN }));
    typeId = (await createMembershipType(t.db, { feeSen: 8000, nameMs: 'Dewasa tahunan' })).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.down = false;
  });

  async function member(language: 'en' | 'ms' = 'en') {
    const { player } = await createPlayer(t.db, { language, dateOfBirth: '1990-05-05' });
    const session = await playerSession(t, player.id);
    return { player, headers: { authorization: `Bearer ${session.token}` } };
  }
  const checkout = (headers: object, idempotencyKey: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/players/me/membership/checkout',
      headers: headers as Record<string, string>,
      payload: { typeId, idempotencyKey, ...extra },
    });
  const webhook = (event: FakeEvent, secret?: string) =>
    deliverEvent(t.app, fake, event, { secret });
  const sessionOf = (url: string) => sessionIn(fake, url);
  const receiptsOf = (playerId: string) =>
    t.db.select().from(membershipPayments).where(eq(membershipPayments.playerId, playerId));

  it('offers online payment with the configured methods', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(res.json()).toEqual({
      online: true,
      methods: ['card', 'fpx', 'grabpay'],
      holdMinutes: 30,
    });
  });

  it('prices the checkout itself, and a paid webhook gives the term, receipt, inbox notice and mail once', async () => {
    const { player, headers } = await member('ms');
    // A price sent by the client is not part of the request.
    const res = await checkout(headers, 'join-aaaa-1111', { amountSen: 1 });
    expect(res.statusCode).toBe(200);
    const { order, checkoutUrl } = res.json<{
      order: { id: string; status: string; amountSen: number };
      checkoutUrl: string;
    }>();
    expect(order).toMatchObject({ status: 'open', amountSen: 8000 });
    const session = sessionOf(checkoutUrl);
    expect(session).toMatchObject({
      amount_total: 8000,
      currency: 'myr',
      client_reference_id: order.id,
      locale: 'ms',
    });
    expect(session.allowed_payment_method_types).toEqual(['card', 'fpx', 'grabpay']);
    expect(session.success_url).toContain(`/ms/player/dashboard?tab=payments&order=${order.id}`);

    const [paid] = fake.pay(session.id);
    const first = await webhook(paid!);
    expect(first.json()).toEqual({ received: true, outcome: 'paid' });
    // Stripe retries; a replay changes nothing.
    expect((await webhook(paid!)).json()).toEqual({ received: true, outcome: 'duplicate' });

    const receipts = await receiptsOf(player.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      amountSen: 8000,
      provider: 'stripe',
      method: 'online',
      orderId: order.id,
      purpose: 'membership',
    });
    const [row] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(row!.membershipExpiresOn).not.toBeNull();
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/players/me/membership',
      headers,
    });
    expect(summary.json()).toMatchObject({ status: 'active' });
    const inbox = await t.db.select().from(messages).where(eq(messages.playerId, player.id));
    expect(inbox.map((m) => m.subject)).toEqual(['Bayaran diterima: Keahlian: Dewasa tahunan']);
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, player.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain(receipts[0]!.receiptNumber);

    const list = await t.app.inject({ method: 'GET', url: '/api/players/me/payments', headers });
    expect(list.json()).toMatchObject([
      {
        id: order.id,
        status: 'paid',
        receiptNumber: receipts[0]!.receiptNumber,
        checkoutUrl: null,
      },
    ]);
  });

  it('a double click opens one order and one checkout; a second tab is sent to the open one', async () => {
    const { player, headers } = await member();
    const [a, b] = await Promise.all([
      checkout(headers, 'dbl-click-0001'),
      checkout(headers, 'dbl-click-0001'),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().order.id).toBe(b.json().order.id);
    // Both asked the gateway with the order's idempotency key: one checkout exists.
    const sessions = [...fake.sessions.values()].filter(
      (x) => x.client_reference_id === a.json().order.id,
    );
    expect(sessions).toHaveLength(1);
    expect(a.json().checkoutUrl).toBe(b.json().checkoutUrl);
    const tab = await checkout(headers, 'second-tab-0002');
    expect(tab.statusCode).toBe(409);
    expect(tab.json().error).toBe(
      'You already have a payment open for this. Resume it or cancel it in Payments first.',
    );
    const orders = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.playerId, player.id));
    expect(orders).toHaveLength(1);
  });

  it('refuses a tampered amount or a foreign currency, and keeps the order open with no receipt', async () => {
    const { player, headers } = await member();
    const { order, checkoutUrl } = (await checkout(headers, 'tamper-00001')).json();
    const session = sessionOf(checkoutUrl);
    fake.pay(session.id);
    const cheap = fake.event('checkout.session.completed', { ...session, amount_total: 100 });
    expect((await webhook(cheap)).json()).toEqual({ received: true, outcome: 'refused:amount' });
    const usd = fake.event('checkout.session.completed', { ...session, currency: 'usd' });
    expect((await webhook(usd)).json()).toEqual({ received: true, outcome: 'refused:amount' });
    expect(await receiptsOf(player.id)).toHaveLength(0);
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(row!.status).toBe('open');
  });

  it('answers an unsigned or wrongly signed webhook with 401 in both languages, and changes nothing', async () => {
    const { player, headers } = await member();
    const { checkoutUrl } = (await checkout(headers, 'unsigned-0001')).json();
    const [event] = fake.pay(sessionOf(checkoutUrl).id);
    const forged = await webhook(event!, 'whsec_someoneElsesSecret0123');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe('The webhook signature is not valid');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'x-language': 'ms' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().error).toBe('Tandatangan webhook tidak sah');
    expect(await receiptsOf(player.id)).toHaveLength(0);
  });

  it('acknowledges events for orders it does not know, without acting', async () => {
    const stray = fake.event('checkout.session.completed', {
      ...newSession('cs_test_unknown', {
        url: `${fake.url}/pay/cs_test_unknown`,
        amount: 8000,
        currency: 'myr',
        methods: ['card'],
        clientReferenceId: '00000000-0000-4000-8000-000000000000',
        metadata: {},
        successUrl: 'https://example.com/back',
        cancelUrl: null,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
        customerEmail: null,
        locale: null,
      }),
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_unknown',
    });
    const res = await webhook(stray);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'unknown-order' });
  });

  it('FPX: processing, then the bank approves; late and out-of-order events change nothing', async () => {
    const { player, headers } = await member();
    const { order, checkoutUrl } = (await checkout(headers, 'fpx-ok-00001')).json();
    const [completed, succeeded] = fake.pay(sessionOf(checkoutUrl).id, 'fpx');
    // The success event overtakes the completion: the order settles once.
    expect((await webhook(succeeded!)).json().outcome).toBe('paid');
    expect((await webhook(completed!)).json().outcome).toBe('ignored:paid');
    const expired = fake.event('checkout.session.expired', {
      ...sessionOf(checkoutUrl),
      status: 'expired',
    });
    expect((await webhook(expired)).json().outcome).toBe('ignored:paid');
    expect(await receiptsOf(player.id)).toHaveLength(1);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/players/me/payments/${order.id}`,
      headers,
    });
    expect(one.json()).toMatchObject({ status: 'paid', progress: null });
  });

  it('FPX declined: the order fails, the player is told, and may start again', async () => {
    const { player, headers } = await member();
    const { order, checkoutUrl } = (await checkout(headers, 'fpx-fail-0001')).json();
    const [completed, failed] = fake.pay(sessionOf(checkoutUrl).id, 'fpx-fail');
    expect((await webhook(completed!)).json().outcome).toBe('processing');
    const mid = await t.app.inject({
      method: 'GET',
      url: `/api/players/me/payments/${order.id}`,
      headers,
    });
    expect(mid.json()).toMatchObject({ status: 'open', progress: 'processing' });
    // While the bank decides, the player cannot cancel (the money may still come).
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/players/me/payments/${order.id}/cancel`,
      headers: { ...headers, 'x-language': 'ms' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe(
      'Bank anda masih mengesahkan bayaran ini, jadi ia tidak boleh dibatalkan sekarang. Kami akan memberitahu anda apabila ia selesai.',
    );
    expect((await webhook(failed!)).json().outcome).toBe('failed');
    const inbox = await t.db.select().from(messages).where(eq(messages.playerId, player.id));
    expect(inbox.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Payment failed: Membership/),
    ]);
    expect((await checkout(headers, 'fpx-again-0002')).statusCode).toBe(200);
  });

  it('the same event delivered to two requests at once is applied once', async () => {
    const { player, headers } = await member();
    const { checkoutUrl } = (await checkout(headers, 'parallel-0001')).json();
    const [paid] = fake.pay(sessionOf(checkoutUrl).id);
    const outcomes = (await Promise.all([webhook(paid!), webhook(paid!), webhook(paid!)])).map(
      (r) => r.json().outcome,
    );
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'paid']);
    expect(await receiptsOf(player.id)).toHaveLength(1);
  });

  it('gateway down: a clear 503 in both languages, nothing charged, and a later try works', async () => {
    const { player, headers } = await member();
    fake.down = true;
    const down = await checkout({ ...headers, 'x-language': 'ms' }, 'down-00000001');
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toBe(
      'Bayaran dalam talian tidak tersedia sekarang. Tiada caj dikenakan. Sila cuba lagi dalam beberapa minit, atau bayar melalui pindahan bank.',
    );
    // The same attempt retried gives the same answer; nothing is left open.
    expect((await checkout(headers, 'down-00000001')).statusCode).toBe(503);
    const [row] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.playerId, player.id));
    expect(row).toMatchObject({ status: 'failed' });
    fake.down = false;
    expect((await checkout(headers, 'down-retry-0002')).statusCode).toBe(200);
  });

  it('cancel ends the checkout at the gateway; only the owner may, and only once', async () => {
    const { headers } = await member();
    const other = await member();
    const { order, checkoutUrl } = (await checkout(headers, 'cancel-00001')).json();
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/players/me/payments/${order.id}/cancel`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    // The gateway must end the checkout first: while it is down, the order stays open.
    fake.down = true;
    const down = await t.app.inject({
      method: 'POST',
      url: `/api/players/me/payments/${order.id}/cancel`,
      headers: { ...headers, 'x-language': 'ms' },
    });
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toBe(
      'Gerbang pembayaran tidak menjawab, jadi bayaran ini belum dapat dibatalkan. Sila cuba lagi dalam beberapa minit.',
    );
    fake.down = false;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/players/me/payments/${order.id}/cancel`,
      headers,
    });
    expect(res.json()).toMatchObject({ status: 'cancelled', checkoutUrl: null });
    expect(sessionOf(checkoutUrl).status).toBe('expired');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/players/me/payments/${order.id}/cancel`,
      headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('reconciliation: a lost webhook still settles; an abandoned checkout expires', async () => {
    const paidMember = await member();
    const paidOrder = (await checkout(paidMember.headers, 'lost-hook-0001')).json();
    fake.pay(sessionOf(paidOrder.checkoutUrl).id); // the webhook never arrives
    const gone = await member();
    const goneOrder = (await checkout(gone.headers, 'abandon-0001')).json();

    const advanced = await t.app.inject({
      method: 'POST',
      url: '/api/test-clock/advance',
      headers: { 'x-test-clock-token': CLOCK_TOKEN },
      payload: { days: 1 },
    });
    expect(advanced.statusCode).toBe(200);
    const status = async (m: typeof paidMember, id: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/players/me/payments/${id}`,
          headers: m.headers,
        })
      ).json().status;
    expect(await status(paidMember, paidOrder.order.id)).toBe('paid');
    expect(await receiptsOf(paidMember.player.id)).toHaveLength(1);
    expect(await status(gone, goneOrder.order.id)).toBe('expired');
    expect(sessionOf(goneOrder.checkoutUrl).status).toBe('expired');
  });
});
