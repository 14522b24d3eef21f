import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import type { FakeStripe } from '../../../test/fake-stripe';
import { NEXT_YEAR, usePaidProgramsApp, type Auth } from '../../../test/paid-programs';
import { pdfText } from '../../../test/pdf-text';
import type { programs } from '../../db/schema/index';
import {
  enrollments,
  mailOutbox,
  membershipPayments,
  messages,
  paymentOrders,
  waitlistEntries,
} from '../../db/schema/index';

const CLOCK_TOKEN = 'paid-places-test-clock-token-0123456789';

describe('courses and clinics with a fee, paid online', () => {
  const app = usePaidProgramsApp(CLOCK_TOKEN);
  const { member, call, webhook, sessionOf, advanceDay } = app;
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(() => {
    ({ t, fake } = app);
  });

  const course = (values: Partial<typeof programs.$inferInsert> = {}) => app.program(values);
  const enrol = (id: string, auth: Auth, key?: string) =>
    call('POST', `/api/courses/${id}/enroll`, auth, key ? { idempotencyKey: key } : {});
  const placesOf = (programId: string) =>
    t.db.select().from(enrollments).where(eq(enrollments.programId, programId));
  const inboxOf = (playerId: string) =>
    t.db.select().from(messages).where(eq(messages.playerId, playerId));
  const mailTo = (email: string, subject: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, `${subject}%`)));

  it('holds places while checkouts are open, never oversells, pays once and passes an expired hold to the waitlist once', async () => {
    const full = await course();
    const [a, b, c] = [await member('ms'), await member(), await member()];

    const first = await enrol(full.id, a.auth, 'course-hold-a-0001');
    expect(first.statusCode).toBe(200);
    const held = first.json();
    expect(held).toMatchObject({
      enrolled: 1,
      enrolmentStatus: 'awaiting_payment',
      checkoutUrl: expect.stringContaining('/pay/'),
      orderId: expect.any(String),
      holdExpiresAt: expect.any(String),
    });
    // The server priced it (RM 120.50 → 12 050 sen) and the hold lasts as long as the checkout.
    const session = sessionOf(held.checkoutUrl);
    expect(session).toMatchObject({ amount_total: 12050, currency: 'myr', locale: 'ms' });
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, held.orderId));
    expect(order).toMatchObject({ purpose: 'course', subjectId: full.id, amountSen: 12050 });
    expect(held.holdExpiresAt).toBe(order!.expiresAt.toISOString());
    // A double click (same attempt) gets the same checkout.
    const again = await enrol(full.id, a.auth, 'course-hold-a-0001');
    expect(again.json().checkoutUrl).toBe(held.checkoutUrl);

    const second = await enrol(full.id, b.auth, 'course-hold-b-0001');
    expect(second.json()).toMatchObject({ enrolled: 2, enrolmentStatus: 'awaiting_payment' });
    // Full while both places are held: the third is refused and no order is left behind.
    const third = await enrol(full.id, c.auth, 'course-hold-c-0001');
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe('This course is full');
    expect(
      await t.db.select().from(paymentOrders).where(eq(paymentOrders.playerId, c.player.id)),
    ).toHaveLength(0);
    expect((await call('POST', `/api/courses/${full.id}/waitlist`, c.auth)).json()).toEqual({
      position: 1,
    });

    // My courses: the held place with its time and order ("Pay now").
    const mine = (await call('GET', '/api/players/me/programs', b.auth)).json();
    expect(mine).toMatchObject([
      {
        status: 'awaiting_payment',
        orderId: second.json().orderId,
        holdExpiresAt: second.json().holdExpiresAt,
      },
    ]);

    // A pays: the place is confirmed with the receipt, one payment notice, one confirmation.
    const [paid] = fake.pay(session.id);
    expect((await webhook(paid!)).json()).toEqual({ received: true, outcome: 'paid' });
    expect((await webhook(paid!)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const [receipt] = await t.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.playerId, a.player.id));
    expect(receipt).toMatchObject({ amountSen: 12050, purpose: 'course' });
    const aPlace = (await placesOf(full.id)).find((p) => p.playerId === a.player.id)!;
    expect(aPlace).toMatchObject({
      status: 'confirmed',
      paymentReference: receipt!.receiptNumber,
      holdExpiresAt: null,
    });
    expect(aPlace.paidAt).not.toBeNull();
    expect((await inboxOf(a.player.id)).map((m) => m.subject).sort()).toEqual([
      // The day as a Malay reader writes it ('10 Mac 2027').
      `Bayaran diterima: Kursus: Kursus servis dan balasan (${new Intl.DateTimeFormat('ms-MY', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kuala_Lumpur',
      }).format(new Date(`${full.date}T12:00:00+08:00`))})`,
      'Pendaftaran disahkan: Kursus servis dan balasan',
    ]);
    expect(await mailTo(a.player.email, 'Bayaran diterima')).toHaveLength(1);
    const confirmation = await mailTo(a.player.email, 'Pendaftaran disahkan');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.textBody).toContain(receipt!.receiptNumber);
    expect(confirmation[0]!.textBody).not.toContain('pindahan bank');

    // B abandons the checkout: the reconciliation expires it, the place goes to C once.
    expect((await advanceDay()).statusCode).toBe(200);
    const places = await placesOf(full.id);
    expect(places.map((p) => p.playerId)).toEqual([a.player.id]);
    const [entry] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.playerId, c.player.id));
    expect(entry!.status).toBe('offered');
    expect((await call('GET', '/api/players/me/programs', b.auth)).json()).toEqual([]);
    expect(await mailTo(c.player.email, 'A place for you')).toHaveLength(1);
    // Nothing more happens on the next run: the hold was released once.
    expect((await advanceDay()).statusCode).toBe(200);
    expect(await mailTo(c.player.email, 'A place for you')).toHaveLength(1);
    expect(await mailTo(b.player.email, 'Payment expired')).toHaveLength(1);
  });

  it('twenty players at once for five places: exactly five held, the rest refused, no 5xx', async () => {
    const five = await course({ maxParticipants: 5 });
    const players = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(
      players.map((p, i) => enrol(five.id, p.auth, `rush-${i}-0000000`)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const places = await placesOf(five.id);
    expect(places).toHaveLength(5);
    expect(places.every((p) => p.status === 'awaiting_payment')).toBe(true);
    const orders = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subjectId, five.id));
    expect(orders).toHaveLength(5);
    expect(new Set(orders.map((o) => o.id))).toEqual(new Set(places.map((p) => p.orderId)));
  });

  it('withdrawing: a held place ends its checkout; a paid place says what the refund rule gives', async () => {
    const ruled = await course({
      maxParticipants: 3,
      refundRule: 'percentage',
      refundPercent: 50,
      refundUntil: '2000-01-01',
    });
    const list = (await call('GET', '/api/courses')).json() as { _id: string }[];
    expect(list.find((p) => p._id === ruled.id)).toMatchObject({
      refundRule: { rule: 'percentage', percent: 50, until: null },
    });

    const held = await member();
    const opened = (await enrol(ruled.id, held.auth, 'backout-00000001')).json();
    const backOut = await call('DELETE', `/api/courses/${ruled.id}/enroll`, held.auth);
    expect(backOut.statusCode).toBe(200);
    expect(backOut.json()).toMatchObject({ enrolled: 0 });
    expect(sessionOf(opened.checkoutUrl).status).toBe('expired');
    const [cancelled] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, opened.orderId));
    expect(cancelled!.status).toBe('cancelled');

    const payer = await member();
    const bought = (await enrol(ruled.id, payer.auth, 'withdraw-0000001')).json();
    const [paid] = fake.pay(sessionOf(bought.checkoutUrl).id);
    await webhook(paid!);
    const withdraw = await call('DELETE', `/api/courses/${ruled.id}/enroll`, payer.auth);
    expect(withdraw.statusCode).toBe(200);
    // The rule gives half back, through the gateway, with a credit note.
    expect(withdraw.json()).toMatchObject({
      enrolled: 0,
      refund: {
        amountSen: 6025,
        paidSen: 12050,
        rule: { rule: 'percentage', percent: 50 },
        ruleText: '50% is refunded if you withdraw.',
        ruleTextMs: '50% dikembalikan jika anda menarik diri.',
      },
    });
    expect(await placesOf(ruled.id)).toHaveLength(0);
    const intent = sessionOf(bought.checkoutUrl).payment_intent;
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 6025 }),
    ]);
    const [refunded] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, bought.orderId));
    expect(refunded!.refundedSen).toBe(6025);

    // Its receipt and credit note say once what was paid for: a course, not a membership.
    const order = (
      await call('GET', `/api/players/me/payments/${bought.orderId}`, payer.auth)
    ).json<{
      receiptNumber: string;
      creditNotes: { number: string }[];
    }>();
    for (const url of [
      `/api/players/me/membership/receipts/${order.receiptNumber}`,
      `/api/players/me/membership/credit-notes/${order.creditNotes[0]!.number}`,
    ]) {
      const pdf = await call('GET', url, payer.auth);
      const text = (await pdfText(new Uint8Array(pdf.rawPayload))).replace(/\s+/g, ' ');
      expect(text).toContain('For: Course: Serve and return course (');
      expect(text).not.toMatch(/membership/i);
    }
  });

  it('a payment for a place released meanwhile is kept with a refund note when the course is full', async () => {
    const one = await course({ maxParticipants: 1 });
    const late = await member();
    const other = await member();
    const opened = (await enrol(one.id, late.auth, 'late-fpx-0000001')).json();
    // The place went (as if released) and someone else took the last one.
    await t.db.delete(enrollments).where(eq(enrollments.orderId, opened.orderId));
    expect((await enrol(one.id, other.auth, 'late-other-00001')).statusCode).toBe(200);
    const [paid] = fake.pay(sessionOf(opened.checkoutUrl).id);
    expect((await webhook(paid!)).json().outcome).toBe('paid');
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, opened.orderId));
    expect(order!.status).toBe('paid');
    expect(order!.details).toMatchObject({ refundNeeded: expect.stringContaining('refund') });
    expect((await placesOf(one.id)).map((p) => p.playerId)).toEqual([other.player.id]);
  });

  it('free courses stay one tap, with no order', async () => {
    const free = await course({ price: 0, maxParticipants: 5 });
    const { player, auth } = await member();
    const res = await enrol(free.id, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enrolled: 1 });
    expect(res.json().checkoutUrl).toBeUndefined();
    expect((await placesOf(free.id))[0]).toMatchObject({ status: 'confirmed', orderId: null });
    expect(
      await t.db.select().from(paymentOrders).where(eq(paymentOrders.playerId, player.id)),
    ).toHaveLength(0);
  });

  it('staff set the refund rule; a rule without its date or share is refused', async () => {
    const a = await createAdmin(t.db);
    const admin = {
      authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
    };
    const base = {
      title: 'Refund rule course',
      description: 'x',
      date: `${NEXT_YEAR}-05-05`,
      time: '9:00 AM',
      location: 'Ipoh',
      coach: 'Coach Tan',
      maxParticipants: 4,
      price: 80,
      status: 'active',
    };
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { ...admin, 'x-language': 'ms' },
      payload: { ...base, refundRule: 'until', refundUntil: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Masukkan tarikh sehingga bila yuran dikembalikan');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: admin,
      payload: {
        ...base,
        refundRule: 'until',
        refundUntil: `${NEXT_YEAR}-05-01`,
        refundPercent: 30,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().refundRule).toEqual({
      rule: 'until',
      until: `${NEXT_YEAR}-05-01`,
      percent: null,
    });
  });
});
