import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { todayInMalaysia } from '@app/shared/membership';
import type { StaffRole } from '@app/shared/staff';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMembershipType, key } from '../../../test/factories/membership';
import { payMembershipOnline, staffHeaders } from '../../../test/factories/online-membership';
import { createPlayer } from '../../../test/factories/players';
import {
  deliverEvent,
  startFakeStripe,
  stripeEnv,
  type FakeEvent,
  type FakeStripe,
} from '../../../test/fake-stripe';
import {
  auditLog,
  mailOutbox,
  membershipPayments,
  messages,
  paymentOrders,
  paymentRefunds,
} from '../../db/schema/index';

type Headers = Record<string, string>;

/** Issue 32: refunds through the gateway, and the treasurer's finance view. */
describe('finance: refunds through the gateway and the finance view', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let typeId: string;
  let treasurer: Headers;
  let officer: Headers;
  let content: Headers;
  let superAdmin: Headers;
  const signIn = (roles: StaffRole[]) => staffHeaders(t, roles);

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({}, stripeEnv(fake));
    typeId = (await createMembershipType(t.db, { feeSen: 8000, nameMs: 'Dewasa tahunan' })).id;
    treasurer = await signIn(['treasurer']);
    officer = await signIn(['membership_officer']);
    content = await signIn(['content_editor']);
    superAdmin = await signIn(['super_admin']);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.down = false;
  });

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const webhook = (event: FakeEvent) => deliverEvent(t.app, fake, event);
  const refund = (receipt: string, body: object, headers: Headers = treasurer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/finance/receipts/${receipt}/refund`,
      headers,
      payload: { reason: 'Asked to withdraw', idempotencyKey: key(), ...body },
    });
  const creditNotesOf = (receiptId: string) =>
    t.db.select().from(paymentRefunds).where(eq(paymentRefunds.receiptId, receiptId));

  const paidOnline = (language: 'en' | 'ms' = 'en') =>
    payMembershipOnline(t, fake, typeId, { language }).then((p) => ({ ...p, receipt: p.receipt! }));

  /** The `charge.refunded` events the stand-in sent for a payment (our own refunds made them). */
  const refundedEvents = (intent: string) =>
    fake.events.filter(
      (e) =>
        e.type === 'charge.refunded' &&
        (e.data.object as { payment_intent?: unknown }).payment_intent === intent,
    );

  it('refunds in part, then the rest; the payer is told in their language; nothing more after', async () => {
    const paid = await paidOnline('ms');
    const part = await refund(paid.receipt.receiptNumber, { amountSen: 3000 });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      receiptNumber: paid.receipt.receiptNumber,
      amountSen: 3000,
      refundedSen: 3000,
      remainingSen: 5000,
      created: true,
    });
    const firstNote = part.json().creditNoteNumber as string;
    expect(firstNote).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(fake.refunds.filter((r) => r.payment_intent === paid.intent)).toEqual([
      expect.objectContaining({ amount: 3000 }),
    ]);

    const rest = await refund(paid.receipt.receiptNumber, {});
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ amountSen: 5000, refundedSen: 8000, remainingSen: 0 });
    expect(rest.json().creditNoteNumber).not.toBe(firstNote);

    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, paid.orderId));
    expect(order!.refundedSen).toBe(8000);
    const notes = await creditNotesOf(paid.receipt.id);
    expect(notes.map((n) => [n.kind, n.amountSen, n.reason])).toEqual([
      ['refund', 3000, 'Asked to withdraw'],
      ['refund', 5000, 'Asked to withdraw'],
    ]);
    expect(notes.every((n) => n.gatewayRefundId?.startsWith('re_test_'))).toBe(true);

    // The payer's inbox and mail, in Malay, name the credit note and the amount.
    const inbox = await t.db.select().from(messages).where(eq(messages.playerId, paid.player.id));
    const refunded = inbox.filter((m) => m.subject.startsWith('Bayaran dikembalikan'));
    expect(refunded).toHaveLength(2);
    expect(refunded.map((m) => m.body).join('\n')).toContain(firstNote);
    expect(refunded.map((m) => m.body).join('\n')).toContain('RM 30.00');
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, paid.player.email));
    expect(mail.filter((m) => m.subject.startsWith('Bayaran dikembalikan'))).toHaveLength(2);

    const more = await refund(paid.receipt.receiptNumber, {}, { ...treasurer, 'x-language': 'ms' });
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toBe('Resit ini sudah dibayar balik sepenuhnya');

    // The audit log names the refund and the receipt.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'finance.receipts.refund'), eq(auditLog.targetId, paid.player.id)),
      );
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries[0]!.changes)).toContain(paid.receipt.receiptNumber);
  });

  it('refuses more than is left (409, in both languages), and records nothing', async () => {
    const paid = await paidOnline();
    const over = await refund(paid.receipt.receiptNumber, { amountSen: 8001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('This is more than is left to refund on this receipt');
    expect((await refund(paid.receipt.receiptNumber, { amountSen: 6000 })).statusCode).toBe(200);
    const overMs = await refund(
      paid.receipt.receiptNumber,
      { amountSen: 2001 },
      { ...treasurer, 'x-language': 'ms' },
    );
    expect(overMs.statusCode).toBe(409);
    expect(overMs.json().error).toBe('Ini melebihi baki yang boleh dibayar balik pada resit ini');
    expect(await creditNotesOf(paid.receipt.id)).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.payment_intent === paid.intent)).toHaveLength(1);
    const unknown = await refund('MPA-1999-000001', {});
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a staff-recorded receipt: those are voided instead', async () => {
    const { player } = await createPlayer(t.db);
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${player.id}/membership/payments`,
      headers: officer,
      payload: {
        typeId,
        amountSen: 8000,
        method: 'cash',
        reference: 'Desk 17',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      },
    });
    const receipt = recorded.json().receiptNumber as string;
    const res = await refund(receipt, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'This receipt was recorded by staff; void it instead of refunding it',
    );
    const ms = await refund(receipt, {}, { ...treasurer, 'x-language': 'ms' });
    expect(ms.json().error).toBe(
      'Resit ini direkodkan oleh kakitangan; batalkannya dan bukannya membuat bayaran balik',
    );
  });

  it('a double click and two parallel requests give one refund and one credit note', async () => {
    const paid = await paidOnline();
    const idempotencyKey = key();
    const first = await refund(paid.receipt.receiptNumber, { amountSen: 1000, idempotencyKey });
    const again = await refund(paid.receipt.receiptNumber, { amountSen: 1000, idempotencyKey });
    expect(first.json()).toMatchObject({ created: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      created: false,
      creditNoteNumber: first.json().creditNoteNumber,
      refundedSen: 1000,
    });

    const parallelKey = key();
    const both = await Promise.all([
      refund(paid.receipt.receiptNumber, { amountSen: 2000, idempotencyKey: parallelKey }),
      refund(paid.receipt.receiptNumber, { amountSen: 2000, idempotencyKey: parallelKey }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().creditNoteNumber).toBe(both[1]!.json().creditNoteNumber);
    expect(both.map((r) => r.json().created).sort()).toEqual([false, true]);

    expect(await creditNotesOf(paid.receipt.id)).toHaveLength(2);
    expect(
      fake.refunds.filter((r) => r.payment_intent === paid.intent).map((r) => r.amount),
    ).toEqual([1000, 2000]);
    const [receipt] = await t.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.id, paid.receipt.id));
    expect(receipt!.refundedSen).toBe(3000);
  });

  it('gateway down: 503 in both languages, nothing recorded; the same request later refunds once', async () => {
    const paid = await paidOnline();
    fake.down = true;
    const idempotencyKey = key();
    const down = await refund(
      paid.receipt.receiptNumber,
      { idempotencyKey },
      { ...treasurer, 'x-language': 'ms' },
    );
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toBe(
      'Gerbang pembayaran tidak menjawab. Tiada bayaran dikembalikan. Sila cuba lagi dalam beberapa minit.',
    );
    expect(await creditNotesOf(paid.receipt.id)).toHaveLength(0);
    const [receipt] = await t.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.id, paid.receipt.id));
    expect(receipt!.refundedSen).toBe(0);
    expect(fake.refunds.filter((r) => r.payment_intent === paid.intent)).toHaveLength(0);

    fake.down = false;
    const later = await refund(paid.receipt.receiptNumber, { idempotencyKey });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ amountSen: 8000, created: true });
    expect(fake.refunds.filter((r) => r.payment_intent === paid.intent)).toHaveLength(1);
  });

  it('a refund made in the gateway dashboard gets one credit note; our own are not recorded twice', async () => {
    const paid = await paidOnline();
    await refund(paid.receipt.receiptNumber, { amountSen: 1000 });
    // The gateway tells us about our own refund (as Stripe sends charge.refunded for the API
    // version the SDK pins: the charge's amount_refunded, no list of refunds): nothing new.
    const [echo] = refundedEvents(paid.intent);
    expect((await webhook(echo!)).json()).toEqual({ received: true, outcome: 'refund-noted' });
    expect(await creditNotesOf(paid.receipt.id)).toHaveLength(1);

    // Someone refunds RM 20 in the dashboard.
    const event = fake.refundAtDashboard(paid.intent, 2000);
    expect((await webhook(event)).json().outcome).toBe('refund-noted');
    // Stripe retries, and the same news comes again as a new event: nothing more.
    expect((await webhook(event)).json().outcome).toBe('duplicate');
    const charge = [...fake.charges.values()].find((c) => c.payment_intent === paid.intent)!;
    await webhook(fake.event('charge.refunded', charge));
    // Another RM 15 there: told twice in two events, recorded once.
    const later = fake.refundAtDashboard(paid.intent, 1500);
    await webhook(later);
    await webhook(fake.event('charge.refunded', charge));

    const notes = await creditNotesOf(paid.receipt.id);
    expect(notes.map((n) => [n.amountSen, n.reason, n.createdBy, n.gatewayRefundId])).toEqual([
      [1000, 'Asked to withdraw', expect.any(String), expect.stringMatching(/^re_/)],
      [2000, 'Refunded at the gateway', null, null],
      [1500, 'Refunded at the gateway', null, null],
    ]);
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, paid.orderId));
    expect(order!.refundedSen).toBe(4500);
    // The payer was told of each.
    const inbox = await t.db.select().from(messages).where(eq(messages.playerId, paid.player.id));
    expect(inbox.filter((m) => m.subject.startsWith('Payment refunded'))).toHaveLength(3);
  });

  it('a charge that lists its refunds (expanded) names the dashboard refund on its credit note', async () => {
    const paid = await paidOnline();
    const plain = fake.refundAtDashboard(paid.intent, 2500);
    const dashboardRefund = fake.refunds.at(-1)!;
    const listed = fake.event('charge.refunded', {
      ...(plain.data.object as Stripe.Charge),
      refunds: {
        object: 'list',
        data: [dashboardRefund],
        has_more: false,
        url: `/v1/charges/${dashboardRefund.charge as string}/refunds`,
      },
    });
    expect((await webhook(listed)).json().outcome).toBe('refund-noted');
    await webhook(plain);
    const notes = await creditNotesOf(paid.receipt.id);
    expect(notes.map((n) => [n.amountSen, n.gatewayRefundId])).toEqual([
      [2500, dashboardRefund.id],
    ]);
  });

  it('who may: treasurers and super admins refund; officers read the list only; others not at all', async () => {
    const paid = await paidOnline();
    expect((await refund(paid.receipt.receiptNumber, {}, officer)).statusCode).toBe(403);
    expect((await refund(paid.receipt.receiptNumber, {}, content)).statusCode).toBe(403);
    expect(await creditNotesOf(paid.receipt.id)).toHaveLength(0);
    expect((await get('/api/admin/finance/payments', officer)).statusCode).toBe(200);
    expect((await get('/api/admin/finance/payments', content)).statusCode).toBe(403);
    for (const url of [
      '/api/admin/finance/summary',
      '/api/admin/finance/credit-notes',
      '/api/admin/finance/reconciliation',
      '/api/admin/finance/payments.csv',
    ]) {
      expect((await get(url, officer)).statusCode).toBe(403);
      expect((await get(url, treasurer)).statusCode).toBe(200);
    }
    expect(
      (await refund(paid.receipt.receiptNumber, { amountSen: 100 }, superAdmin)).statusCode,
    ).toBe(200);
  });

  it('revenue (receipts − refunds − voids) agrees with the membership dashboard after refunds and voids', async () => {
    const paid = await paidOnline();
    await refund(paid.receipt.receiptNumber, { amountSen: 2500 });
    const { player } = await createPlayer(t.db);
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${player.id}/membership/payments`,
      headers: officer,
      payload: {
        typeId,
        amountSen: 8000,
        method: 'bank_transfer',
        reference: 'To be voided',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      },
    });
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${player.id}/membership/receipts/${recorded.json().receiptNumber}/void`,
      headers: treasurer,
      payload: { reason: 'Entered by mistake', idempotencyKey: key() },
    });
    expect(voided.statusCode).toBe(200);

    const summary = (await get('/api/admin/finance/summary', treasurer)).json();
    const dashboard = (await get('/api/admin/membership/dashboard', treasurer)).json();
    expect(summary.totals.revenueSen).toBe(dashboard.revenueThisMonthSen);
    expect(summary.totals.revenueSen).toBe(
      summary.totals.receiptsSen - summary.totals.refundsSen - summary.totals.voidsSen,
    );
    expect(summary.totals.voidsSen).toBeGreaterThanOrEqual(8000);
    const today = summary.days.filter((d: { date: string }) => d.date === todayInMalaysia());
    const online = today.find((d: { method: string }) => d.method === 'online');
    expect(online.refundsSen).toBeGreaterThanOrEqual(2500);
    const transfer = today.find((d: { method: string }) => d.method === 'bank_transfer');
    expect(transfer).toMatchObject({ voidsSen: 8000, receiptsSen: 8000, revenueSen: 0 });
    expect(summary.byMethod.map((m: { method: string }) => m.method)).toContain('online');

    // A range the other way round, or too long, is refused with a reason.
    const backwards = await get('/api/admin/finance/summary?from=2026-02-01&to=2026-01-01', {
      ...treasurer,
      'x-language': 'ms',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('Tarikh mula tidak boleh selepas tarikh akhir');
    const long = await get('/api/admin/finance/summary?from=2024-01-01&to=2026-01-01', treasurer);
    expect(long.json().error).toBe('Choose a range of at most 366 days');

    const notes = (await get('/api/admin/finance/credit-notes?kind=void', treasurer)).json();
    expect(notes.creditNotes.length).toBeGreaterThanOrEqual(1);
    expect(notes.creditNotes.every((n: { kind: string }) => n.kind === 'void')).toBe(true);
  });

  it('lists payments with filters and search, and exports them as CSV with formulas neutralised', async () => {
    const paid = await paidOnline();
    await refund(paid.receipt.receiptNumber, { amountSen: 500 });
    const { player } = await createPlayer(t.db, { fullName: 'Siti Formula' });
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${player.id}/membership/payments`,
      headers: officer,
      payload: {
        typeId,
        amountSen: 8000,
        method: 'cheque',
        reference: '=HYPERLINK("http://evil.test")',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      },
    });
    const staffReceipt = recorded.json().receiptNumber as string;

    const list = async (query: string) =>
      (await get(`/api/admin/finance/payments?${query}`, treasurer)).json();
    const refunded = await list('status=refunded&method=online');
    expect(refunded.payments.map((p: { receiptNumber: string }) => p.receiptNumber)).toContain(
      paid.receipt.receiptNumber,
    );
    expect(
      refunded.payments.every(
        (p: { method: string; state: string }) =>
          p.method === 'online' && ['part_refunded', 'refunded'].includes(p.state),
      ),
    ).toBe(true);
    const byName = await list('q=siti%20formula');
    expect(byName.total).toBe(1);
    expect(byName.payments[0]).toMatchObject({
      receiptNumber: staffReceipt,
      memberName: 'Siti Formula',
      state: 'paid',
      online: false,
    });
    expect((await list(`q=${paid.receipt.receiptNumber}`)).payments[0]).toMatchObject({
      state: 'part_refunded',
      refundedSen: 500,
      remainingSen: 7500,
      online: true,
    });
    expect((await list(`memberId=${player.playerId}`)).total).toBe(1);
    expect((await list('from=2000-01-01&to=2000-01-31')).total).toBe(0);
    expect((await list('status=voided&q=siti%20formula')).total).toBe(0);
    const paged = await list('limit=1&offset=0');
    expect(paged.payments).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    const bad = await get('/api/admin/finance/payments?method=bitcoin', {
      ...treasurer,
      'x-language': 'ms',
    });
    expect(bad.statusCode).toBe(400);

    const csv = await get('/api/admin/finance/payments.csv?q=siti%20formula', treasurer);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="payments-/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'receipt_number,paid_on,recorded_at,member_id,member_name,description,purpose,method,provider,reference,amount_myr,refunded_myr,net_myr,status,online_method,online_method_detail',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${staffReceipt},${todayInMalaysia()},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")",80.00,0.00,80.00,paid`);
    const all = await get('/api/admin/finance/payments.csv', treasurer);
    expect(all.body).toContain(`${paid.receipt.receiptNumber},`);
    expect(all.body).toContain(',80.00,5.00,75.00,part_refunded');
    const exported = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'finance.export'));
    expect(exported.length).toBeGreaterThanOrEqual(2);
  });

  it('reconciliation: paid orders against receipts, with every kind of mismatch listed', async () => {
    const good = await paidOnline();
    const { player } = await createPlayer(t.db);
    const order = (values: Partial<typeof paymentOrders.$inferInsert>) => ({
      playerId: player.id,
      purpose: 'membership' as const,
      subjectId: typeId,
      description: 'Membership: test',
      amountSen: 8000,
      provider: 'stripe',
      expiresAt: new Date(Date.now() + 30 * 60_000),
      idempotencyKey: key(),
      ...values,
    });
    const [lost, differs, expired, stale] = await t.db
      .insert(paymentOrders)
      .values([
        order({ status: 'paid', paidAt: new Date(), gatewayPaymentId: 'pi_test_lost' }),
        order({ status: 'paid', paidAt: new Date(), gatewayPaymentId: 'pi_test_differs' }),
        order({ status: 'expired' }),
        order({ createdAt: new Date(Date.now() - 2 * 3_600_000) }),
      ])
      .returning();
    const receipt = (seq: number, orderId: string, amountSen: number) => ({
      playerId: player.id,
      memberId: player.playerId,
      typeName: 'Membership: test',
      receiptYear: 1999,
      receiptSeq: seq,
      receiptNumber: `MPA-1999-${String(seq).padStart(6, '0')}`,
      amountSen,
      provider: 'stripe',
      method: 'online' as const,
      reference: `pi_test_${seq}`,
      paidOn: todayInMalaysia(),
      idempotencyKey: key(),
      purpose: 'membership' as const,
      orderId,
    });
    const [differsReceipt] = await t.db
      .insert(membershipPayments)
      .values([receipt(900001, differs!.id, 7000), receipt(900002, expired!.id, 8000)])
      .returning();
    await t.db
      .update(paymentOrders)
      .set({ receiptId: differsReceipt!.id })
      .where(eq(paymentOrders.id, differs!.id));

    const res = await get('/api/admin/finance/reconciliation', treasurer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const kinds = (id: string) =>
      body.mismatches
        .filter((m: { orderId: string }) => m.orderId === id)
        .map((m: { kind: string }) => m.kind);
    expect(kinds(lost!.id)).toEqual(['paid_without_receipt']);
    expect(kinds(differs!.id)).toEqual(['amount_differs']);
    expect(kinds(expired!.id)).toEqual(['receipt_without_paid_order']);
    expect(kinds(stale!.id)).toEqual(['open_too_long']);
    expect(kinds(good.orderId)).toEqual([]);
    expect(body.matched).toBeGreaterThanOrEqual(1);
    expect(body.paidOrders).toBe(body.matched + 2);
    const differsRow = body.mismatches.find((m: { kind: string }) => m.kind === 'amount_differs');
    expect(differsRow).toMatchObject({
      orderAmountSen: 8000,
      receiptAmountSen: 7000,
      receiptNumber: 'MPA-1999-900001',
    });
  });
});
