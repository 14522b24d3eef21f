import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import type { FakeStripe } from '../../../test/fake-stripe';
import { NEXT_YEAR, usePaidProgramsApp } from '../../../test/paid-programs';
import { pdfText } from '../../../test/pdf-text';
import {
  enrollments,
  membershipPayments,
  messages,
  paymentOrders,
  paymentRefunds,
  programs,
} from '../../db/schema/index';

const CLOCK_TOKEN = 'paid-doubles-test-clock-token-0123456789';

/** Doubles places paid online whose pair ends without the partner: the payer gets it all back. */
describe('doubles places paid online, given up without the partner', () => {
  const app = usePaidProgramsApp(CLOCK_TOKEN);
  const { member, call, webhook, advanceDay, clock } = app;
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(() => {
    ({ t, fake } = app);
  });

  const doublesCourse = () =>
    app.program({
      title: 'Doubles tactics course',
      titleMs: 'Kursus taktik beregu',
      description: 'Two evenings.',
      date: `${NEXT_YEAR}-04-14`,
      maxParticipants: 4,
      price: 90,
      doubles: true,
    });
  const refundsOf = (orderId: string) =>
    t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
  const orderOf = async (orderId: string) =>
    (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!;

  /** A pays for a pair with B named: the paid place waits for B's answer. */
  async function paidPair(courseId: string, language: 'en' | 'ms' = 'en') {
    const [payer, partner] = [await member(language), await member()];
    const opened = await call('POST', `/api/courses/${courseId}/enroll`, payer.auth, {
      partnerMemberId: partner.player.playerId,
      idempotencyKey: `pair-${payer.player.id}`,
    });
    expect(opened.statusCode).toBe(200);
    const { checkoutUrl, orderId } = opened.json();
    const session = fake.sessions.get((checkoutUrl as string).split('/pay/')[1]!)!;
    const [paid] = fake.pay(session.id);
    expect((await webhook(paid!)).json().outcome).toBe('paid');
    const [place] = await t.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.orderId, orderId as string));
    expect(place).toMatchObject({ status: 'awaiting_partner' });
    return { payer, partner, orderId: orderId as string, intent: session.payment_intent! };
  }

  it('the partner declines: the place goes and the payer is refunded in full, once, with a credit note', async () => {
    const course = await doublesCourse();
    const { payer, partner, orderId, intent } = await paidPair(course.id);

    const declined = await call('POST', `/api/courses/${course.id}/partner/decline`, partner.auth);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ enrolled: 0 });
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.programId, course.id)),
    ).toHaveLength(0);
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 9000 }),
    ]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', refundedSen: 9000 });
    const notes = await refundsOf(orderId);
    expect(notes).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amountSen: 9000,
        reason: 'Your doubles partner declined, so the place was given up',
      }),
    ]);
    // The payer is told (inbox and mail, by the refund itself).
    const inbox = await t.db.select().from(messages).where(eq(messages.playerId, payer.player.id));
    expect(inbox.filter((m) => m.subject.startsWith('Payment refunded'))).toHaveLength(1);
    // Declining again finds nothing to decline; nothing is refunded twice.
    const again = await call('POST', `/api/courses/${course.id}/partner/decline`, partner.auth);
    expect(again.statusCode).toBe(404);
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
  });

  it('the partner does not confirm in time: the lapse refunds once; a run while the gateway is down keeps the place for the next', async () => {
    const course = await doublesCourse();
    const { payer, orderId, intent } = await paidPair(course.id, 'ms');
    // The partner's time runs out.
    await t.db
      .update(enrollments)
      .set({ partnerDeadline: new Date(clock.now().getTime() - 60_000) })
      .where(eq(enrollments.orderId, orderId));

    // The gateway is down on the first run: nothing is given up unrefunded.
    fake.down = true;
    const down = await advanceDay();
    fake.down = false;
    expect(down.statusCode).toBe(503);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.orderId, orderId)),
    ).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(0);

    expect((await advanceDay()).statusCode).toBe(200);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.orderId, orderId)),
    ).toHaveLength(0);
    expect((await advanceDay()).statusCode).toBe(200);
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 9000 }),
    ]);
    expect(await orderOf(orderId)).toMatchObject({ refundedSen: 9000 });
    const notes = await refundsOf(orderId);
    expect(notes).toEqual([
      expect.objectContaining({
        reason: 'Your doubles partner did not confirm in time, so the place was given up',
      }),
    ]);

    // A Malay reader meets the reason in Malay: in Payments and on the credit note.
    const reasonMs =
      'Pasangan beregu anda tidak mengesahkan dalam masa, jadi tempat itu dilepaskan';
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/players/me/payments',
      headers: { ...payer.auth, 'x-language': 'ms' },
    });
    const order = (list.json() as { id: string; creditNotes: { reason: string }[] }[]).find(
      (o) => o.id === orderId,
    )!;
    expect(order.creditNotes).toEqual([expect.objectContaining({ reason: reasonMs })]);
    // Without the header: the player's own language (Malay).
    const own = await call('GET', `/api/players/me/payments/${orderId}`, payer.auth);
    expect(own.json().creditNotes[0].reason).toBe(reasonMs);
    // Asking in English: the English stored.
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/players/me/payments/${orderId}`,
      headers: { ...payer.auth, 'x-language': 'en' },
    });
    expect(english.json().creditNotes[0].reason).toBe(notes[0]!.reason);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/players/me/membership/credit-notes/${notes[0]!.creditNoteNumber}`,
      headers: payer.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(new Uint8Array(pdf.rawPayload))).replace(/\s+/g, ' ');
    expect(text).toContain(reasonMs);
    expect(text).not.toContain('did not confirm');
  });

  it('a withdrawal refund reads in Malay for a Malay reader; a reason staff typed stays as typed', async () => {
    const [row] = await t.db
      .insert(programs)
      .values({
        kind: 'clinic',
        title: 'Dink clinic',
        titleMs: 'Klinik dink',
        description: 'One morning.',
        date: `${NEXT_YEAR}-05-02`,
        time: '9:00 AM',
        location: 'Ipoh',
        coach: 'Coach Tan',
        maxParticipants: 4,
        price: 40,
        refundRule: 'percentage',
        refundPercent: 50,
      })
      .returning();
    const payer = await member('ms');
    const opened = (
      await call('POST', `/api/clinics/${row!.id}/enroll`, payer.auth, {
        idempotencyKey: `clinic-${payer.player.id}`,
      })
    ).json();
    const session = fake.sessions.get((opened.checkoutUrl as string).split('/pay/')[1]!)!;
    await webhook(fake.pay(session.id)[0]!);
    const withdraw = await t.app.inject({
      method: 'DELETE',
      url: `/api/clinics/${row!.id}/enroll`,
      headers: payer.auth,
    });
    expect(withdraw.json().refund).toMatchObject({ amountSen: 2000 });
    // A treasurer gives back the rest with a reason they typed (in English).
    const a = await createAdmin(t.db, { roles: ['treasurer'] });
    const treasurer = {
      authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
    };
    const [receipt] = await t.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.orderId, opened.orderId as string));
    const typed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/finance/receipts/${receipt!.receiptNumber}/refund`,
      headers: treasurer,
      payload: {
        reason: 'Refunded at the gateway, as agreed with the coach',
        idempotencyKey: `typed-${payer.player.id}`,
      },
    });
    expect(typed.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/players/me/payments/${opened.orderId as string}`,
      headers: { ...payer.auth, 'x-language': 'ms' },
    });
    expect((list.json().creditNotes as { reason: string }[]).map((n) => n.reason).sort()).toEqual([
      'Menarik diri daripada kursus atau klinik',
      'Refunded at the gateway, as agreed with the coach',
    ]);
  });
});
