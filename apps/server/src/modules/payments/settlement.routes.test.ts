import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMembershipType, key } from '../../../test/factories/membership';
import { createPlayer, playerSession } from '../../../test/factories/players';
import {
  deliverEvent,
  startFakeStripe,
  stripeEnv,
  type FakeEvent,
  type FakeStripe,
} from '../../../test/fake-stripe';
import { pendingEvents } from '../../../test/pending-events';
import {
  mailOutbox,
  membershipPayments,
  memberships,
  messages,
  paymentEvents,
  paymentOrders,
} from '../../db/schema/index';

/**
 * ADR 027: the webhook records each event, and the settlement worker applies what is pending in
 * batches, one transaction each, with one receipt counter update per batch.
 */
describe('settling gateway events in batches', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let typeId: string;
  let pending: ReturnType<typeof pendingEvents>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({}, stripeEnv(fake));
    typeId = (await createMembershipType(t.db, { feeSen: 7000 })).id;
    pending = pendingEvents(t, fake);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (event: FakeEvent) => deliverEvent(t.app, fake, event);

  /** `n` members, each with an open membership checkout. */
  async function openOrders(n: number) {
    const opened: { playerId: string; orderId: string; sessionId: string }[] = [];
    for (let i = 0; i < n; i++) {
      const { player } = await createPlayer(t.db, { dateOfBirth: '1992-02-02' });
      const { token } = await playerSession(t, player.id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/players/me/membership/checkout',
        headers: { authorization: `Bearer ${token}` },
        payload: { typeId, idempotencyKey: key() },
      });
      expect(res.statusCode).toBe(200);
      const { order, checkoutUrl } = res.json<{ order: { id: string }; checkoutUrl: string }>();
      opened.push({
        playerId: player.id,
        orderId: order.id,
        sessionId: checkoutUrl.split('/pay/')[1]!,
      });
    }
    return opened;
  }
  const receiptsOf = (orderIds: string[]) =>
    t.db.select().from(membershipPayments).where(inArray(membershipPayments.orderId, orderIds));
  const eventsById = async (ids: string[]) =>
    new Map(
      (await t.db.select().from(paymentEvents).where(inArray(paymentEvents.eventId, ids))).map(
        (e) => [e.eventId, e],
      ),
    );
  const wake = async () => {
    const res = await webhook(pending.nudge());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored:charge.updated' });
  };

  it('a burst settles in one batch: gap-free receipt numbers ascending in the events’ order, a replay meanwhile changes nothing', async () => {
    const orders = await openOrders(6);
    const events = orders.map((o) => fake.pay(o.sessionId, 'card')[0]!);
    await pending.record(events);
    // Stripe retries each while the worker settles them: recorded already, so nothing new.
    const answers = await Promise.all([wake(), ...events.map((e) => webhook(e))]);
    for (const answer of answers.slice(1)) expect(answer!.json().outcome).toBe('duplicate');

    const receipts = await receiptsOf(orders.map((o) => o.orderId));
    expect(receipts).toHaveLength(6);
    const seqOf = new Map(receipts.map((r) => [r.orderId, r.receiptSeq]));
    const seqs = orders.map((o) => seqOf.get(o.orderId)!);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    const handled = await eventsById(events.map((e) => e.id));
    expect([...handled.values()].map((e) => e.outcome)).toEqual(events.map(() => 'paid'));
    // One transaction: every event of the batch was settled at the same instant.
    expect(new Set([...handled.values()].map((e) => e.settledAt?.getTime())).size).toBe(1);
    for (const { playerId, orderId } of orders) {
      const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
      expect(order).toMatchObject({ status: 'paid', receiptId: expect.any(String) });
      expect(
        await t.db.select().from(memberships).where(eq(memberships.playerId, playerId)),
      ).toHaveLength(1);
      const inbox = await t.db.select().from(messages).where(eq(messages.playerId, playerId));
      expect(inbox.map((m) => m.subject)).toEqual([expect.stringMatching(/^Payment received/)]);
    }
    // The player's page polls its order until settled: it shows paid, with the receipt number.
    const [first] = orders;
    const { token } = await playerSession(t, first!.playerId);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/players/me/payments/${first!.orderId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'paid' });
  });

  it('one bad event in a batch: the others settle, it stays pending with its error and is tried again later', async () => {
    const orders = await openOrders(4);
    const [a, b, c, late] = orders.map((o) => fake.pay(o.sessionId, 'card')[0]!);
    // Received just before the wake-up's own event, in this order (the wake-up's is settled
    // last, so when its answer comes back every one of these has been tried).
    const start = Date.now() - 1000;
    await pending.record([a!, b!], new Date(start));
    // An event we cannot read (a bug, a changed API): it fails whenever it is applied.
    await t.db.insert(paymentEvents).values({
      eventId: 'evt_test_unreadable',
      type: 'checkout.completed',
      outcome: 'pending',
      payload: { id: 'evt_test_unreadable', type: 'checkout.completed', checkout: null },
      receivedAt: new Date(start + 5),
    });
    await pending.record([c!], new Date(start + 10));
    const before = Date.now();
    await wake();

    const receipts = await receiptsOf(orders.slice(0, 3).map((o) => o.orderId));
    expect(receipts.map((r) => r.receiptSeq).sort((x, y) => x - y)).toHaveLength(3);
    const handled = await eventsById([a!.id, b!.id, c!.id, 'evt_test_unreadable']);
    expect([a, b, c].map((e) => handled.get(e!.id)!.outcome)).toEqual(['paid', 'paid', 'paid']);
    const bad = handled.get('evt_test_unreadable')!;
    expect(bad).toMatchObject({ outcome: 'pending', attempts: 1, lastError: expect.any(String) });
    expect(bad.retryAt!.getTime()).toBeGreaterThan(before);

    // Not before its time: a wake-up now leaves it be.
    await wake();
    expect((await eventsById([bad.eventId])).get(bad.eventId)!.attempts).toBe(1);
    // Its time comes: tried again (still failing), never dropped.
    await t.db
      .update(paymentEvents)
      .set({ retryAt: new Date(Date.now() - 1000) })
      .where(eq(paymentEvents.eventId, bad.eventId));
    await wake();
    expect((await eventsById([bad.eventId])).get(bad.eventId)).toMatchObject({
      outcome: 'pending',
      attempts: 2,
    });
    // Once it can be read (the fix deployed), the next try settles its payment once.
    await pending.record([late!]);
    const fixed = (await eventsById([late!.id])).get(late!.id)!.payload;
    await t.db.delete(paymentEvents).where(eq(paymentEvents.eventId, late!.id));
    await t.db
      .update(paymentEvents)
      .set({ payload: fixed, retryAt: new Date(Date.now() - 1000) })
      .where(eq(paymentEvents.eventId, bad.eventId));
    await wake();
    expect((await eventsById([bad.eventId])).get(bad.eventId)!.outcome).toBe('paid');
    expect(await receiptsOf([orders[3]!.orderId])).toHaveLength(1);
    // Every settled payment's mail is queued once.
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(
      (await t.db.select().from(membershipPayments)).length,
    );
  });
});

describe('the webhook as deployed: acknowledged at once, settled just after', () => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    // Production's default: the answer does not wait for the settlement.
    t = await buildTestApp({}, stripeEnv(fake, { PAYMENT_WEBHOOK_WAIT_MS: '0' }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers pending, and the player’s page polling its order sees it paid with one receipt', async () => {
    const typeId = (await createMembershipType(t.db, { feeSen: 5000 })).id;
    const { player } = await createPlayer(t.db, { dateOfBirth: '1993-03-03' });
    const headers = { authorization: `Bearer ${(await playerSession(t, player.id)).token}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/me/membership/checkout',
      headers,
      payload: { typeId, idempotencyKey: key() },
    });
    const { order, checkoutUrl } = res.json<{ order: { id: string }; checkoutUrl: string }>();
    const [paid] = fake.pay(checkoutUrl.split('/pay/')[1]!, 'card');
    const answers = await Promise.all([paid!, paid!].map((e) => deliverEvent(t.app, fake, e)));
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['duplicate', 'pending']);
    let status = '';
    for (let i = 0; i < 200 && status !== 'paid'; i++) {
      const poll = await t.app.inject({
        method: 'GET',
        url: `/api/players/me/payments/${order.id}`,
        headers,
      });
      status = poll.json<{ status: string }>().status;
      if (status !== 'paid') await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe('paid');
    const receipts = await t.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.orderId, order.id));
    expect(receipts).toHaveLength(1);
  });
});
