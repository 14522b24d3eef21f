import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../../test/build-test-app';
import type { FakeStripe } from '../../../test/fake-stripe';
import { NEXT_YEAR, usePaidProgramsApp, type Auth } from '../../../test/paid-programs';
import {
  enrollments,
  mailOutbox,
  notifications,
  paymentOrders,
  waitlistEntries,
} from '../../db/schema/index';

const CLOCK_TOKEN = 'paid-pending-test-clock-token-0123456789';

/** Paid places whose payment is not settled in the ordinary way: FPX still answering, gateway down. */
describe('paid places between hold and payment', () => {
  const app = usePaidProgramsApp(CLOCK_TOKEN);
  const { member, call, webhook, sessionOf, clock } = app;
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(() => {
    ({ t, fake } = app);
  });

  const course = (maxParticipants: number) =>
    app.program({
      title: 'Third shot course',
      titleMs: 'Kursus pukulan ketiga',
      description: 'Three evenings.',
      date: `${NEXT_YEAR}-06-09`,
      maxParticipants,
      price: 75,
    });
  const mine = async (auth: Auth) =>
    (await call('GET', '/api/players/me/programs', auth)).json() as Record<string, unknown>[];

  it('FPX still being confirmed after the hold time: the place stays held and My courses says so, without paying again', async () => {
    const one = await course(1);
    const payer = await member();
    const opened = (
      await call('POST', `/api/courses/${one.id}/enroll`, payer.auth, {
        idempotencyKey: `fpx-${payer.player.id}`,
      })
    ).json();
    expect(await mine(payer.auth)).toEqual([
      expect.objectContaining({ status: 'awaiting_payment', paymentProcessing: false }),
    ]);
    const session = sessionOf(opened.checkoutUrl as string);
    const [completed, succeeded] = fake.pay(session.id, 'fpx');
    // The bank has not answered yet: the gateway says complete but unpaid.
    session.payment_status = 'unpaid';
    expect((await webhook(completed!)).json().outcome).toBe('processing');

    // A day on: the hold's time is long past, the reconciliation leaves the order open.
    const advanced = await t.app.inject({
      method: 'POST',
      url: '/api/test-clock/advance',
      headers: { 'x-test-clock-token': CLOCK_TOKEN },
      payload: { days: 1 },
    });
    expect(advanced.statusCode).toBe(200);
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, opened.orderId as string));
    expect(order).toMatchObject({ status: 'open', progress: 'processing' });
    expect(order!.expiresAt.getTime()).toBeLessThan(clock.now().getTime());
    expect(await t.db.select().from(enrollments).where(eq(enrollments.programId, one.id))).toEqual([
      expect.objectContaining({ status: 'awaiting_payment', playerId: payer.player.id }),
    ]);
    expect(await mine(payer.auth)).toEqual([
      expect.objectContaining({
        status: 'awaiting_payment',
        orderId: opened.orderId,
        paymentProcessing: true,
      }),
    ]);

    // The bank approves: the place is confirmed and nothing is processing any more.
    session.payment_status = 'paid';
    expect((await webhook(succeeded!)).json().outcome).toBe('paid');
    const [after] = await mine(payer.auth);
    expect(after).toMatchObject({ status: 'enrolled' });
    expect(after!.paymentProcessing).toBeUndefined();
  });

  it('the gateway down when an offered place is claimed: the claimer keeps the offer and can claim again', async () => {
    const one = await course(1);
    const [a, b, c] = [await member(), await member(), await member()];
    const held = (
      await call('POST', `/api/courses/${one.id}/enroll`, a.auth, {
        idempotencyKey: `down-a-${a.player.id}`,
      })
    ).json();
    await webhook(fake.pay(sessionOf(held.checkoutUrl as string).id)[0]!);
    expect((await call('POST', `/api/courses/${one.id}/waitlist`, b.auth)).statusCode).toBe(200);
    expect((await call('POST', `/api/courses/${one.id}/waitlist`, c.auth)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/courses/${one.id}/enroll`, a.auth)).statusCode).toBe(200);
    const bellOf = (playerId: string) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.playerId, playerId), eq(notifications.type, 'waitlist_offer')));
    expect(await bellOf(b.player.id)).toHaveLength(1);

    fake.down = true;
    const claim = await call('POST', `/api/courses/${one.id}/waitlist/claim`, b.auth, {
      idempotencyKey: `down-b-${b.player.id}`,
    });
    fake.down = false;
    expect(claim.statusCode).toBe(503);
    // Nothing was charged and the hold is gone, but the offer is still B's, not C's.
    expect(await t.db.select().from(enrollments).where(eq(enrollments.programId, one.id))).toEqual(
      [],
    );
    const entryOf = async (playerId: string) =>
      (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.playerId, playerId)))[0]!
        .status;
    expect(await entryOf(b.player.id)).toBe('offered');
    expect(await entryOf(c.player.id)).toBe('waiting');
    expect(await bellOf(c.player.id)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.toAddress, c.player.email),
            like(mailOutbox.subject, 'A place for you%'),
          ),
        ),
    ).toHaveLength(0);
    // With the gateway back, B claims again and holds the place through a new checkout.
    const again = await call('POST', `/api/courses/${one.id}/waitlist/claim`, b.auth, {
      idempotencyKey: `again-b-${b.player.id}`,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().checkoutUrl).toEqual(expect.stringContaining('/pay/'));
  });
});
