import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../../test/build-test-app';
import type { FakeStripe } from '../../../test/fake-stripe';
import { usePaidProgramsApp } from '../../../test/paid-programs';
import { enrollments, membershipTypes, paymentOrders, players } from '../../db/schema/index';

/**
 * Checkouts Stripe would take (issue 39, ADR 028): the session ends 30 minutes after the call
 * plus a margin, and the place it holds ends with it; only methods that can take the amount are
 * offered; an amount none takes is refused before anything is written; a gateway refusal is a
 * clear answer in the reader's language, never a raw error.
 */
describe('checkouts the gateway takes: expiry, hold, methods and refusals', () => {
  const app = usePaidProgramsApp('checkout-rules-test-clock-token-0123456789');
  const { member, call, sessionOf } = app;
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(() => {
    ({ t, fake } = app);
  });

  const enrol = (id: string, auth: { authorization: string }, language?: 'ms') =>
    t.app.inject({
      method: 'POST',
      url: `/api/courses/${id}/enroll`,
      headers: { ...auth, ...(language ? { 'x-language': language } : {}) },
      payload: {},
    });
  /** The stand-in's record of the session request behind a checkout URL. */
  const requestOf = (checkoutUrl: string) => {
    const id = sessionOf(checkoutUrl).id;
    return fake.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && (r.body as { id?: string }).id === id,
    )!;
  };

  it('the session ends 30 minutes and a margin after the call, and the place is held exactly as long', async () => {
    const course = await app.program({ price: 50 });
    const a = await member();
    const res = await enrol(course.id, a.auth);
    expect(res.statusCode).toBe(200);
    const held = res.json<{ checkoutUrl: string; holdExpiresAt: string; orderId: string }>();
    const request = requestOf(held.checkoutUrl);
    const session = sessionOf(held.checkoutUrl);
    // Measured where Stripe measures it: when the request arrived.
    const after = session.expires_at - request.receivedAt / 1000;
    expect(after).toBeGreaterThan(30 * 60 + 120);
    expect(after).toBeLessThanOrEqual(30 * 60 + 5 * 60);
    // The hold (order, place, answer) ends when the session does (to the second Stripe keeps).
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, held.orderId));
    expect(Math.floor(order!.expiresAt.getTime() / 1000)).toBe(session.expires_at);
    const [place] = await t.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.orderId, held.orderId));
    expect(place!.holdExpiresAt!.getTime()).toBe(order!.expiresAt.getTime());
    expect(held.holdExpiresAt).toBe(order!.expiresAt.toISOString());
  });

  it('offers only the methods that can take the amount', async () => {
    const offered = async (price: number) => {
      const res = await enrol((await app.program({ price })).id, (await member()).auth);
      expect(res.statusCode).toBe(200);
      return sessionOf(res.json<{ checkoutUrl: string }>().checkoutUrl).payment_method_types;
    };
    expect(await offered(1500)).toEqual(['card', 'fpx', 'grabpay']);
    // GrabPay takes at most RM 1,500, FPX RM 30,000.
    expect(await offered(1500.01)).toEqual(['card', 'fpx']);
    expect(await offered(30000.01)).toEqual(['card']);
  });

  it('an amount no method takes (a fee set before the rule) is refused in both languages; nothing is held', async () => {
    const course = await app.program({ price: 1.5 });
    const a = await member();
    const refused = await enrol(course.id, a.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'RM 1.50 cannot be paid online (one payment must be at least RM 2.00, and each method has a maximum). Nothing was charged. Please pay by bank transfer or contact the association.',
    );
    const ms = await enrol(course.id, a.auth, 'ms');
    expect(ms.json().error).toBe(
      'RM 1.50 tidak boleh dibayar dalam talian (satu bayaran mestilah sekurang-kurangnya RM 2.00, dan setiap kaedah ada had maksimum). Tiada caj dikenakan. Sila bayar melalui pindahan bank atau hubungi persatuan.',
    );
    expect(
      await t.db.select().from(paymentOrders).where(eq(paymentOrders.subjectId, course.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.programId, course.id)),
    ).toEqual([]);
    // The same for a membership type whose fee was set below the minimum.
    const [type] = await t.db
      .insert(membershipTypes)
      .values({
        name: 'Legacy RM 1',
        feeSen: 100,
        durationKind: 'months',
        durationMonths: 12,
        ageBand: 'adult',
      })
      .returning();
    const join = await call('POST', '/api/players/me/membership/checkout', a.auth, {
      typeId: type!.id,
      idempotencyKey: 'legacy-fee-0001',
    });
    expect(join.statusCode).toBe(400);
    expect(join.json().error).toMatch(/^RM 1\.00 cannot be paid online/);
  });

  it('a gateway refusal answers 503 in both languages, releases the place and charges nothing; never a raw error', async () => {
    const course = await app.program({ price: 20, maxParticipants: 2 });
    const a = await member('ms');
    // An address Stripe would not take as customer_email (written before addresses were checked).
    await t.db
      .update(players)
      .set({ email: 'no-at-sign.example' })
      .where(eq(players.id, a.player.id));
    const res = await enrol(course.id, a.auth, 'ms');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'UNAVAILABLE',
      error:
        'Bayaran dalam talian tidak dapat dimulakan: gerbang pembayaran menolaknya. Tiada caj dikenakan. Sila bayar melalui pindahan bank, atau hubungi persatuan.',
    });
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subjectId, course.id));
    expect(order).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/refused.*customer_email/),
    });
    // The place is free again: the course still has both.
    const b = await member();
    expect((await enrol(course.id, b.auth)).json()).toMatchObject({ enrolled: 1 });
    const en = await enrol(course.id, a.auth);
    expect(en.json().error).toMatch(
      /^Online payment could not be started: the payment gateway refused it/,
    );
  });

  it('a checkout the gateway no longer knows: cancelling answers 503 in both languages and keeps the order', async () => {
    const course = await app.program({ price: 30 });
    const a = await member();
    const held = (await enrol(course.id, a.auth)).json<{ orderId: string; checkoutUrl: string }>();
    fake.sessions.delete(sessionOf(held.checkoutUrl).id);
    const cancel = (language?: 'ms') =>
      t.app.inject({
        method: 'POST',
        url: `/api/players/me/payments/${held.orderId}/cancel`,
        headers: { ...a.auth, ...(language ? { 'x-language': language } : {}) },
      });
    const en = await cancel();
    expect(en.statusCode).toBe(503);
    expect(en.json().error).toBe(
      "The payment gateway refused this request. Nothing was changed. Please try again later, or tell the site's administrator.",
    );
    expect((await cancel('ms')).json().error).toMatch(/^Gerbang pembayaran menolak permintaan ini/);
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, held.orderId));
    expect(order!.status).toBe('open');
  });

  it('an order that waited too long for its checkout is closed, not sent to the gateway', async () => {
    const a = await member();
    const [type] = await t.db
      .insert(membershipTypes)
      .values({
        name: 'Annual late',
        feeSen: 5000,
        durationKind: 'months',
        durationMonths: 12,
        ageBand: 'adult',
      })
      .returning();
    // The process stopped after the order was written: 20 minutes of its hold are left.
    const [stale] = await t.db
      .insert(paymentOrders)
      .values({
        playerId: a.player.id,
        purpose: 'membership',
        subjectId: type!.id,
        description: 'Membership: Annual late',
        amountSen: 5000,
        provider: 'stripe',
        expiresAt: new Date(Date.now() + 20 * 60_000),
        idempotencyKey: 'waited-too-long-0001',
      })
      .returning();
    const before = fake.requests.length;
    const res = await call('POST', '/api/players/me/membership/checkout', a.auth, {
      typeId: type!.id,
      idempotencyKey: 'waited-too-long-0001',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'This payment waited too long to reach the payment page. Nothing was charged. Please start again.',
    );
    expect(fake.requests.length).toBe(before);
    const [closed] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, stale!.id));
    expect(closed).toMatchObject({
      status: 'failed',
      failureReason: 'the order waited too long for its checkout',
    });
    // Asked again: the same answer, still nothing sent.
    const again = await call('POST', '/api/players/me/membership/checkout', a.auth, {
      typeId: type!.id,
      idempotencyKey: 'waited-too-long-0001',
    });
    expect(again.statusCode).toBe(409);
    expect(fake.requests.length).toBe(before);
  });
});
