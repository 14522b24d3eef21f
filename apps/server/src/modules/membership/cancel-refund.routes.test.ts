import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { todayInMalaysia } from '@app/shared/membership';
import type { StaffRole } from '@app/shared/staff';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMembershipType, key } from '../../../test/factories/membership';
import { payMembershipOnline, staffHeaders } from '../../../test/factories/online-membership';
import { createPlayer } from '../../../test/factories/players';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../../test/fake-stripe';
import { auditLog, mailOutbox, memberships, paymentRefunds } from '../../db/schema/index';

type Headers = Record<string, string>;

/** Issue 32: cancelling a term paid online refunds it through the gateway, in one step. */
describe('membership: cancel the latest term and refund it through the gateway', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let typeId: string;
  let treasurer: Headers;
  let officer: Headers;
  let superAdmin: Headers;
  const signIn = (roles: StaffRole[]) => staffHeaders(t, roles);

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({}, stripeEnv(fake));
    typeId = (await createMembershipType(t.db, { feeSen: 8000, nameMs: 'Dewasa tahunan' })).id;
    treasurer = await signIn(['treasurer']);
    officer = await signIn(['membership_officer']);
    superAdmin = await signIn(['super_admin']);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.down = false;
  });

  const cancelRefund = (playerId: string, body: object, headers: Headers = treasurer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${playerId}/membership/cancel-refund`,
      headers,
      payload: { reason: 'Joined by mistake', idempotencyKey: key(), ...body },
    });
  const termsOf = (playerId: string) =>
    t.db.select().from(memberships).where(eq(memberships.playerId, playerId));
  const creditNotesOf = (receiptId: string) =>
    t.db.select().from(paymentRefunds).where(eq(paymentRefunds.receiptId, receiptId));
  const gatewayRefunds = (intent: string) =>
    fake.refunds.filter((r) => r.payment_intent === intent);

  const paidOnline = (language: 'en' | 'ms' = 'en') =>
    payMembershipOnline(t, fake, typeId, { language }).then((p) => ({ ...p, receipt: p.receipt! }));

  it('cancels the term and refunds what is left, once; a retry answers the same', async () => {
    const paid = await paidOnline('ms');
    const idempotencyKey = key();
    const body = { receiptNumber: paid.receipt.receiptNumber, idempotencyKey };
    const res = await cancelRefund(paid.player.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(res.json().payments[0]).toMatchObject({ refundedSen: 8000, voided: false });
    expect((await termsOf(paid.player.id)).map((term) => term.status)).toEqual(['cancelled']);
    expect(gatewayRefunds(paid.intent)).toEqual([expect.objectContaining({ amount: 8000 })]);
    const notes = await creditNotesOf(paid.receipt.id);
    expect(notes.map((n) => [n.kind, n.amountSen, n.reason])).toEqual([
      ['refund', 8000, 'Joined by mistake'],
    ]);

    // The double click / lost answer: the same request answers the same, refunds nothing more.
    const again = await cancelRefund(paid.player.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().payments[0].refundedSen).toBe(8000);
    expect(gatewayRefunds(paid.intent)).toHaveLength(1);
    expect(await creditNotesOf(paid.receipt.id)).toHaveLength(1);

    // A second tab (its own key): the term it showed is gone.
    const stale = await cancelRefund(
      paid.player.id,
      { receiptNumber: paid.receipt.receiptNumber },
      { ...treasurer, 'x-language': 'ms' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('Pemain ini tiada tempoh keahlian untuk dibatalkan');

    // The payer is told in their language; the audit log names the receipt and credit note.
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, paid.player.email));
    expect(mail.filter((m) => m.subject.startsWith('Bayaran dikembalikan'))).toHaveLength(1);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'members.membership.cancel-refund'),
          eq(auditLog.targetId, paid.player.id),
        ),
      );
    expect(entries).toHaveLength(2);
    const changes = JSON.stringify(entries[0]!.changes);
    expect(changes).toContain(paid.receipt.receiptNumber);
    expect(changes).toContain(notes[0]!.creditNoteNumber);
  });

  it('two parallel requests with one key refund once', async () => {
    const paid = await paidOnline();
    const body = { receiptNumber: paid.receipt.receiptNumber, idempotencyKey: key() };
    const both = await Promise.all([
      cancelRefund(paid.player.id, body),
      cancelRefund(paid.player.id, body),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(gatewayRefunds(paid.intent)).toHaveLength(1);
    expect(await creditNotesOf(paid.receipt.id)).toHaveLength(1);
  });

  it('gateway down: 503 saying to retry, in both languages; the term stays; a retry works', async () => {
    const paid = await paidOnline();
    fake.down = true;
    const body = { receiptNumber: paid.receipt.receiptNumber, idempotencyKey: key() };
    const down = await cancelRefund(paid.player.id, body);
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toBe(
      'The payment gateway is not answering. Nothing was refunded. Please try again in a few minutes.',
    );
    const downMs = await cancelRefund(paid.player.id, body, { ...treasurer, 'x-language': 'ms' });
    expect(downMs.statusCode).toBe(503);
    expect(downMs.json().error).toBe(
      'Gerbang pembayaran tidak menjawab. Tiada bayaran dikembalikan. Sila cuba lagi dalam beberapa minit.',
    );
    expect((await termsOf(paid.player.id)).map((term) => term.status)).toEqual(['active']);
    expect(await creditNotesOf(paid.receipt.id)).toHaveLength(0);
    expect(gatewayRefunds(paid.intent)).toHaveLength(0);

    fake.down = false;
    const later = await cancelRefund(paid.player.id, body, superAdmin);
    expect(later.statusCode).toBe(200);
    expect((await termsOf(paid.player.id)).map((term) => term.status)).toEqual(['cancelled']);
    expect(gatewayRefunds(paid.intent)).toHaveLength(1);
  });

  it('a membership officer without finance rights is refused (403) and nothing changes', async () => {
    const paid = await paidOnline();
    const res = await cancelRefund(
      paid.player.id,
      {
        receiptNumber: paid.receipt.receiptNumber,
      },
      officer,
    );
    expect(res.statusCode).toBe(403);
    expect((await termsOf(paid.player.id)).map((term) => term.status)).toEqual(['active']);
    expect(gatewayRefunds(paid.intent)).toHaveLength(0);
    // The officer's own cancel still refuses to void an online receipt.
    const voiding = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${paid.player.id}/membership/cancel`,
      headers: officer,
      payload: { reason: 'Joined by mistake', receipt: 'void', idempotencyKey: key() },
    });
    expect(voiding.statusCode).toBe(409);
  });

  it('refuses a staff-recorded term (void it instead) and a receipt that is not the latest term', async () => {
    const { player } = await createPlayer(t.db, { dateOfBirth: '1990-05-05' });
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${player.id}/membership/payments`,
      headers: officer,
      payload: {
        typeId,
        amountSen: 8000,
        method: 'cash',
        reference: 'Desk 18',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      },
    });
    const receiptNumber = recorded.json().receiptNumber as string;
    const staff = await cancelRefund(player.id, { receiptNumber });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().error).toBe(
      'This term was not paid online; void its receipt instead of refunding it',
    );
    const staffMs = await cancelRefund(
      player.id,
      { receiptNumber },
      {
        ...treasurer,
        'x-language': 'ms',
      },
    );
    expect(staffMs.json().error).toBe(
      'Tempoh ini tidak dibayar dalam talian; batalkan resitnya dan bukannya membuat bayaran balik',
    );

    const paid = await paidOnline();
    const other = await cancelRefund(paid.player.id, { receiptNumber });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(
      'The latest term is no longer the one paid on this receipt. Reload the member and try again.',
    );
    const bad = await cancelRefund(paid.player.id, { receiptNumber: '', idempotencyKey: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await termsOf(paid.player.id)).map((term) => term.status)).toEqual(['active']);
    expect(gatewayRefunds(paid.intent)).toHaveLength(0);
  });
});
