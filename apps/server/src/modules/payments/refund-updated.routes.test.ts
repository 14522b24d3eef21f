import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createMembershipType, key } from '../../../test/factories/membership';
import { createPlayer, playerSession } from '../../../test/factories/players';
import {
  deliverEvent,
  startFakeStripe,
  stripeEnv,
  type FakeEvent,
  type FakeStripe,
} from '../../../test/fake-stripe';
import {
  mailOutbox,
  membershipPayments,
  messages,
  paymentOrders,
  paymentRefunds,
} from '../../db/schema/index';

/** Stripe's `charge.refund.updated`: a refund that fails or is cancelled after it was made. */
describe('a gateway refund that fails later', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let typeId: string;
  let treasurer: Record<string, string>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({}, stripeEnv(fake));
    typeId = (await createMembershipType(t.db, { feeSen: 8000, nameMs: 'Dewasa tahunan' })).id;
    const admin = await createAdmin(t.db, { roles: ['treasurer'] });
    treasurer = {
      authorization: `Bearer ${(await loginAdmin(t.app, admin.username, admin.password)).token}`,
    };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (event: FakeEvent) => deliverEvent(t.app, fake, event);
  /** The refund as Stripe would send it with this status (the stand-in's own refund object). */
  const refundUpdated = (
    refund: Stripe.Refund,
    status: string,
    changes: Partial<Stripe.Refund> = {},
  ) =>
    fake.event('charge.refund.updated', {
      ...refund,
      ...changes,
      status,
      ...(status === 'failed' ? { failure_reason: 'expired_or_canceled_card' } : {}),
    });

  /** A member paid online and the treasurer refunded RM 30 of it through the gateway. */
  async function refunded(language: 'en' | 'ms') {
    const { player } = await createPlayer(t.db, { language, dateOfBirth: '1990-05-05' });
    const session = await playerSession(t, player.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/me/membership/checkout',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { typeId, idempotencyKey: key() },
    });
    const { order, checkoutUrl } = res.json<{ order: { id: string }; checkoutUrl: string }>();
    const sessionId = checkoutUrl.split('/pay/')[1]!;
    const [paid] = fake.pay(sessionId);
    expect((await webhook(paid!)).json().outcome).toBe('paid');
    const [receipt] = await t.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.orderId, order.id));
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/admin/finance/receipts/${receipt!.receiptNumber}/refund`,
      headers: treasurer,
      payload: { amountSen: 3000, reason: 'Asked to withdraw', idempotencyKey: key() },
    });
    expect(done.statusCode).toBe(200);
    const intent = fake.sessions.get(sessionId)!.payment_intent!;
    const refund = fake.refunds.find((r) => r.payment_intent === intent)!;
    return { player, orderId: order.id, receiptId: receipt!.id, intent, refund };
  }
  const state = async (orderId: string, receiptId: string) => {
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    const [receipt] = await t.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.id, receiptId));
    const notes = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.receiptId, receiptId));
    return { order: order!, receipt: receipt!, notes };
  };

  it('marks the credit note failed, gives the amount back to the receipt and revenue, and tells the payer once', async () => {
    const { player, orderId, receiptId, refund } = await refunded('ms');
    expect((await state(orderId, receiptId)).receipt.refundedSen).toBe(3000);
    const summaryBefore = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/summary',
      headers: treasurer,
    });

    // Still on its way: nothing changes.
    const pending = await webhook(refundUpdated(refund, 'pending'));
    expect(pending.json()).toEqual({ received: true, outcome: 'refund-updated' });
    expect((await state(orderId, receiptId)).notes[0]!.failedAt).toBeNull();

    const failed = fake.failRefund(refund.id);
    expect((await webhook(failed)).json()).toEqual({ received: true, outcome: 'refund-failed' });
    const after = await state(orderId, receiptId);
    expect(after.receipt.refundedSen).toBe(0);
    expect(after.order.refundedSen).toBe(0);
    expect(after.notes).toHaveLength(1);
    expect(after.notes[0]).toMatchObject({
      amountSen: 3000,
      failedAt: expect.any(Date),
      failureReason: 'failed at the gateway (expired_or_canceled_card)',
    });
    // Revenue no longer subtracts it.
    const summaryAfter = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/summary',
      headers: treasurer,
    });
    expect(summaryAfter.statusCode).toBe(200);
    type Totals = { totals: { refundsSen: number; revenueSen: number } };
    const before = summaryBefore.json<Totals>().totals;
    expect(summaryAfter.json<Totals>().totals).toMatchObject({
      refundsSen: before.refundsSen - 3000,
      revenueSen: before.revenueSen + 3000,
    });
    // Staff see it in the credit notes list.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/credit-notes',
      headers: treasurer,
    });
    const listed = list
      .json<{ creditNotes: { number: string; failedAt: string | null }[] }>()
      .creditNotes.find((n) => n.number === after.notes[0]!.creditNoteNumber);
    expect(listed?.failedAt).toEqual(expect.any(String));
    // …and on the member's receipt, where the failed amount is refundable again.
    const member = await t.app.inject({
      method: 'GET',
      url: `/api/admin/members/${player.id}/membership`,
      headers: treasurer,
    });
    expect(member.statusCode).toBe(200);
    type Receipts = {
      payments: {
        id: string;
        refundedSen: number;
        creditNotes: { failedAt: string | null; failureReason: string | null }[];
      }[];
    };
    const onReceipt = member.json<Receipts>().payments.find((p) => p.id === receiptId);
    expect(onReceipt?.refundedSen).toBe(0);
    expect(onReceipt?.creditNotes).toEqual([
      expect.objectContaining({
        failedAt: listed?.failedAt,
        failureReason: 'failed at the gateway (expired_or_canceled_card)',
      }),
    ]);
    const payments = await t.app.inject({
      method: 'GET',
      url: `/api/admin/finance/payments?q=${after.receipt.receiptNumber}`,
      headers: treasurer,
    });
    expect(payments.json<{ payments: unknown[] }>().payments).toEqual([
      expect.objectContaining({ refundedSen: 0, remainingSen: 8000, state: 'paid' }),
    ]);
    // The payer's own Payments list marks that credit note failed too.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/players/me/payments',
      headers: { authorization: `Bearer ${(await playerSession(t, player.id)).token}` },
    });
    const myOrder = mine
      .json<{ id: string; refundedSen: number; creditNotes: { failedAt: string | null }[] }[]>()
      .find((o) => o.id === orderId);
    expect(myOrder).toMatchObject({
      refundedSen: 0,
      creditNotes: [{ failedAt: listed?.failedAt }],
    });
    // The payer is told in their language, once.
    const inbox = await t.db.select().from(messages).where(eq(messages.playerId, player.id));
    const told = inbox.filter((m) => m.subject.startsWith('Pengembalian bayaran tidak berjaya'));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(after.notes[0]!.creditNoteNumber);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, player.email));
    expect(mails.filter((m) => m.subject.startsWith('Pengembalian bayaran'))).toHaveLength(1);

    // Stripe retries, or sends the news again as a new event: nothing more.
    expect((await webhook(failed)).json().outcome).toBe('duplicate');
    const again = await webhook(refundUpdated(refund, 'failed'));
    expect(again.json().outcome).toBe('ignored:refund-failed');
    expect((await state(orderId, receiptId)).receipt.refundedSen).toBe(0);

    // The money is still the association's: it can be refunded again, in full.
    const [receipt] = await t.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.id, receiptId));
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/finance/receipts/${receipt!.receiptNumber}/refund`,
      headers: treasurer,
      payload: { reason: 'Refund again', idempotencyKey: key() },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ amountSen: 8000, remainingSen: 0 });
  });

  it('a cancelled refund is recorded the same way; a refund we never recorded changes nothing', async () => {
    const { orderId, receiptId, refund } = await refunded('en');
    const cancelled = await webhook(fake.failRefund(refund.id, 'canceled'));
    expect(cancelled.json().outcome).toBe('refund-failed');
    const after = await state(orderId, receiptId);
    expect(after.notes[0]!.failureReason).toBe('cancelled at the gateway');
    expect(after.receipt.refundedSen).toBe(0);

    const unknown = await webhook(
      refundUpdated(refund, 'failed', { id: 're_test_neverrecorded01', amount: 500 }),
    );
    expect(unknown.json().outcome).toBe('refund-unknown');
    expect((await state(orderId, receiptId)).receipt.refundedSen).toBe(0);
  });
});
