import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { TEST_DATA_KEYS } from '../../../test/data-keys';
import { createMembershipType } from '../../../test/factories/membership';
import { createPlayer, playerSession } from '../../../test/factories/players';
import {
  deliverEvent,
  startFakeStripe,
  stripeEnv,
  type FakeEvent,
  type FakeStripe,
} from '../../../test/fake-stripe';
import { pendingEvents } from '../../../test/pending-events';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import {
  membershipPayments,
  memberships,
  paymentEvents,
  paymentOrders,
} from '../../db/schema/index';

/**
 * Two app instances, each with its own connection pool, on one database (on PostgreSQL; the
 * embedded engine admits one process, so there the second is the same app): Stripe delivers an
 * event to whichever process answers, and retries it. Each event is applied once, and a paid
 * order has exactly one receipt and one term.
 */
describe('gateway events across two app instances on one database', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let second: FastifyInstance;
  let secondDb: DatabaseHandle | null = null;
  let typeId: string;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({}, stripeEnv(fake));
    if (t.database.url) {
      secondDb = await openDatabase({ kind: 'postgres', url: t.database.url });
      second = await buildApp({
        config: t.config,
        dataKeys: t.config.dataKeys ?? TEST_DATA_KEYS,
        database: secondDb,
        logger: false,
        mailer: t.mailer,
      });
      await second.ready();
    } else {
      second = t.app;
    }
    typeId = (await createMembershipType(t.db, { feeSen: 6000 })).id;
  });
  afterAll(async () => {
    if (second !== t.app) await second.close();
    await secondDb?.close();
    await t.close();
    await fake.close();
  });

  const deliver = (app: FastifyInstance, event: FakeEvent) => deliverEvent(app, fake, event);

  it('one receipt and one term per paid order, whatever the retries and the instance', async () => {
    const paid: { playerId: string; events: FakeEvent[] }[] = [];
    for (let i = 0; i < 6; i++) {
      const { player } = await createPlayer(t.db, { dateOfBirth: '1991-01-01' });
      const { token } = await playerSession(t, player.id);
      const res = await (i % 2 ? second : t.app).inject({
        method: 'POST',
        url: '/api/players/me/membership/checkout',
        headers: { authorization: `Bearer ${token}` },
        payload: { typeId, idempotencyKey: `procs-${i}-abcdef` },
      });
      expect(res.statusCode).toBe(200);
      const sessionId = res.json<{ checkoutUrl: string }>().checkoutUrl.split('/pay/')[1]!;
      // FPX: completion and success, each delivered three times to each instance, all at once.
      paid.push({ playerId: player.id, events: fake.pay(sessionId, 'fpx') });
    }
    const answers = await Promise.all(
      paid.flatMap(({ events }) =>
        events.flatMap((event) =>
          [t.app, second, t.app, second, t.app, second].map((app) => deliver(app, event)),
        ),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    for (const { playerId, events } of paid) {
      const receipts = await t.db
        .select()
        .from(membershipPayments)
        .where(eq(membershipPayments.playerId, playerId));
      expect(receipts).toHaveLength(1);
      const terms = await t.db.select().from(memberships).where(eq(memberships.playerId, playerId));
      expect(terms).toHaveLength(1);
      for (const event of events) {
        const [handled] = await t.db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.eventId, event.id));
        expect(handled!.outcome).toMatch(/^(paid|processing|ignored:paid|method-noted)$/);
      }
    }
    // Receipt numbers stay gap-free across both instances.
    const numbers = (await t.db.select().from(membershipPayments))
      .map((r) => r.receiptSeq)
      .sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it('a backlog of recorded events is settled once when both instances’ workers wake at once', async () => {
    const pending = pendingEvents(t, fake);
    const orders: { playerId: string; orderId: string; events: FakeEvent[] }[] = [];
    for (let i = 0; i < 12; i++) {
      const { player } = await createPlayer(t.db, { dateOfBirth: '1991-01-01' });
      const { token } = await playerSession(t, player.id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/players/me/membership/checkout',
        headers: { authorization: `Bearer ${token}` },
        payload: { typeId, idempotencyKey: `backlog-${i}-abcdef` },
      });
      const { order, checkoutUrl } = res.json<{ order: { id: string }; checkoutUrl: string }>();
      // Card and FPX alike: two events for one order may land in the two workers' batches.
      const events = fake.pay(checkoutUrl.split('/pay/')[1]!, i % 2 ? 'fpx' : 'card');
      orders.push({ playerId: player.id, orderId: order.id, events });
    }
    await pending.record(orders.flatMap((o) => o.events));
    const nudges = [t.app, second, t.app, second].map((app) => deliver(app, pending.nudge()));
    expect((await Promise.all(nudges)).every((a) => a.statusCode === 200)).toBe(true);
    // A poll of each: whatever one left (it was the other's), nothing stays pending.
    await Promise.all([t.app, second].map((app) => deliver(app, pending.nudge())));
    const ids = orders.flatMap((o) => o.events.map((e) => e.id));
    const handled = await t.db.select().from(paymentEvents);
    expect(handled.filter((e) => ids.includes(e.eventId) && e.outcome === 'pending')).toEqual([]);
    const receipts = await t.db.select().from(membershipPayments);
    for (const { playerId, orderId } of orders) {
      expect(receipts.filter((r) => r.orderId === orderId)).toHaveLength(1);
      const terms = await t.db.select().from(memberships).where(eq(memberships.playerId, playerId));
      expect(terms).toHaveLength(1);
      const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
      expect(order!.status).toBe('paid');
    }
    const numbers = receipts.map((r) => r.receiptSeq).sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });
});
