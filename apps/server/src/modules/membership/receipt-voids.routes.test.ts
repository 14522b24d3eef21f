import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { todayInMalaysia } from '@app/shared/membership';
import { formatMalaysiaDate } from '@app/shared/relative-time';
import type { StaffRole } from '@app/shared/staff';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createMembershipType, key } from '../../../test/factories/membership';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { pdfText } from '../../../test/pdf-text';
import { auditLog, membershipPayments, memberships, players } from '../../db/schema/index';

/** Issue 32: the officer's form asks before a duplicate; staff receipts are voided, not deleted. */
describe('membership receipts: duplicates, voids and credit notes', () => {
  let t: TestApp;
  let officer: Record<string, string>;
  let treasurer: Record<string, string>;
  let content: Record<string, string>;
  const signIn = async (roles: StaffRole[]) => {
    const a = await createAdmin(t.db, { roles });
    return { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
  };
  beforeAll(async () => {
    t = await buildTestApp();
    officer = await signIn(['membership_officer']);
    treasurer = await signIn(['treasurer']);
    content = await signIn(['content_editor']);
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });
  const asPlayer = async (id: string) => ({
    authorization: `Bearer ${(await playerSession(t, id)).token}`,
  });
  const revenue = async () =>
    (await get('/api/admin/membership/dashboard', officer)).json().revenueThisMonthSen as number;

  async function member(feeSen = 5000) {
    const type = await createMembershipType(t.db, { feeSen });
    const { player } = await createPlayer(t.db);
    const pay = (reference: string, extra: object = {}, headers = officer) =>
      post(`/api/admin/members/${player.id}/membership/payments`, headers, {
        typeId: type.id,
        amountSen: feeSen,
        method: 'bank_transfer',
        reference,
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
        ...extra,
      });
    const voidIt = (receipt: string, extra: object = {}, headers = officer) =>
      post(`/api/admin/members/${player.id}/membership/receipts/${receipt}/void`, headers, {
        reason: 'Entered twice by mistake',
        idempotencyKey: key(),
        ...extra,
      });
    const summary = async () =>
      (await get(`/api/admin/members/${player.id}/membership`, officer)).json();
    return { type, player, pay, voidIt, summary };
  }

  it('asks before recording the same reference again, and records it when confirmed', async () => {
    const m = await member();
    const first = await m.pay('FPX 123456');
    expect(first.statusCode).toBe(200);
    const receipt = first.json().receiptNumber as string;

    // Same reference, other case and spaces, a fresh key (the form cleared): asked, not recorded.
    const again = await m.pay('  fpx 123456 ');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE_PAYMENT_REFERENCE');
    expect(again.json().error).toBe(
      `This reference was already recorded for this member on receipt ${receipt} (paid ${formatMalaysiaDate(todayInMalaysia(), 'long', 'en')})`,
    );
    const malay = await post(
      `/api/admin/members/${m.player.id}/membership/payments`,
      { ...officer, 'x-language': 'ms' },
      {
        typeId: m.type.id,
        amountSen: 5000,
        method: 'cash',
        reference: 'FPX 123456',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      },
    );
    expect(malay.statusCode).toBe(409);
    expect(malay.json().error).toBe(
      `Rujukan ini telah direkodkan bagi ahli ini pada resit ${receipt} (dibayar ${formatMalaysiaDate(todayInMalaysia(), 'long', 'ms')})`,
    );
    // The day in words in both languages (issue 39), never as stored.
    expect(again.json().error + malay.json().error).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect((await m.summary()).payments).toHaveLength(1);

    const confirmed = await m.pay('FPX 123456', { confirmDuplicate: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().receiptNumber).not.toBe(receipt);
    expect((await m.summary()).payments).toHaveLength(2);

    // Another reference, or the same one on another member, is recorded without asking.
    expect((await m.pay('FPX 999', { confirmDuplicate: false })).statusCode).toBe(200);
    const other = await member();
    expect((await other.pay('FPX 123456')).statusCode).toBe(200);
  });

  it('records one receipt for a double click (one key)', async () => {
    const m = await member();
    const idempotencyKey = key();
    const [a, b] = await Promise.all([
      m.pay('Desk 1', { idempotencyKey }),
      m.pay('Desk 1', { idempotencyKey }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().receiptNumber).toBe(b.json().receiptNumber);
    expect((await m.summary()).payments).toHaveLength(1);
  });

  it('voids a receipt: a credit note, the term cancelled, revenue as before; retries are safe', async () => {
    const before = await revenue();
    const m = await member(7000);
    const paid = await m.pay('Desk void');
    const receipt = paid.json().receiptNumber as string;
    expect(await revenue()).toBe(before + 7000);
    expect(paid.json().membership.status).toBe('active');

    const idempotencyKey = key();
    const voided = await m.voidIt(receipt, { idempotencyKey }, treasurer);
    expect(voided.statusCode).toBe(200);
    const summary = voided.json();
    expect(summary.status).toBe('cancelled');
    expect(summary.expiresOn).toBeNull();
    expect(summary.terms[0]).toMatchObject({ status: 'cancelled', receiptNumber: receipt });
    const payment = summary.payments[0];
    expect(payment).toMatchObject({
      receiptNumber: receipt,
      voided: true,
      refundedSen: 7000,
      provider: 'staff',
    });
    expect(payment.creditNotes).toHaveLength(1);
    expect(payment.creditNotes[0]).toMatchObject({
      kind: 'void',
      amountSen: 7000,
      reason: 'Entered twice by mistake',
    });
    const number = payment.creditNotes[0].number as string;
    expect(number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(await revenue()).toBe(before);

    // The same request again (a lost answer): the same answer, no second credit note.
    const retried = await m.voidIt(receipt, { idempotencyKey }, treasurer);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().payments[0].creditNotes).toHaveLength(1);
    // A second, different void: refused.
    const twice = await m.voidIt(receipt);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This receipt is already voided');
    const twiceMs = await m.voidIt(receipt, {}, { ...officer, 'x-language': 'ms' });
    expect(twiceMs.json().error).toBe('Resit ini sudah dibatalkan');
    expect(await revenue()).toBe(before);

    // A voided receipt no longer counts as a duplicate reference.
    expect((await m.pay('Desk void')).statusCode).toBe(200);

    // The audit log names the void.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'members.membership.receipts.void'),
          eq(auditLog.targetId, m.player.id),
        ),
      );
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(entries[0])).toContain(receipt);

    // The receipt says VOID and names the credit note; the credit note is the member's.
    const me = await asPlayer(m.player.id);
    const receiptText = await pdfText(
      new Uint8Array((await get(`/api/players/me/membership/receipts/${receipt}`, me)).rawPayload),
    );
    expect(receiptText).toContain('VOID');
    expect(receiptText).toContain(number);
    const note = await get(`/api/players/me/membership/credit-notes/${number}`, me);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    const noteText = await pdfText(new Uint8Array(note.rawPayload));
    expect(noteText).toContain(`Credit note`);
    expect(noteText).toContain(number);
    expect(noteText).toContain(receipt);
    expect(noteText).toContain('Entered twice by mistake');
    const staffCopy = await get(
      `/api/admin/members/${m.player.id}/membership/credit-notes/${number}`,
      treasurer,
    );
    expect(staffCopy.statusCode).toBe(200);

    // In the member's language.
    await t.db.update(players).set({ language: 'ms' }).where(eq(players.id, m.player.id));
    const malay = await pdfText(
      new Uint8Array(
        (await get(`/api/players/me/membership/credit-notes/${number}`, me)).rawPayload,
      ),
    );
    expect(malay).toContain('Nota kredit');
    const malayReceipt = await pdfText(
      new Uint8Array((await get(`/api/players/me/membership/receipts/${receipt}`, me)).rawPayload),
    );
    expect(malayReceipt).toContain('BATAL');

    // Someone else's credit note: not found (as an unknown one).
    const stranger = await createPlayer(t.db);
    const theirs = await get(
      `/api/players/me/membership/credit-notes/${number}`,
      await asPlayer(stranger.player.id),
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Credit note not found');
    const unknown = await get(
      `/api/players/me/membership/credit-notes/CN-1999-000001`,
      await asPlayer(stranger.player.id),
    );
    expect(unknown.statusCode).toBe(404);
    const wrongMember = await get(
      `/api/admin/members/${stranger.player.id}/membership/credit-notes/${number}`,
      officer,
    );
    expect(wrongMember.statusCode).toBe(404);
  });

  it('keeps the other terms when the voided receipt bought an earlier one', async () => {
    const m = await member();
    const first = (await m.pay('Year one')).json().receiptNumber as string;
    const second = await m.pay('Year two');
    const expiry = second.json().membership.expiresOn as string;
    const voided = await m.voidIt(first);
    expect(voided.statusCode).toBe(200);
    expect(voided.json().expiresOn).toBe(expiry);
    expect(voided.json().status).toBe('active');
  });

  it('refuses to void a receipt paid online, and a cancellation asked to void it', async () => {
    const m = await member();
    const [online] = await t.db
      .insert(membershipPayments)
      .values({
        playerId: m.player.id,
        memberId: m.player.playerId,
        typeName: m.type.name,
        receiptYear: 2026,
        receiptSeq: 900_001,
        receiptNumber: 'MPA-2026-900001',
        amountSen: 5000,
        provider: 'stripe',
        method: 'online',
        reference: 'pi_test_1',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      })
      .returning();
    await t.db.insert(memberships).values({
      playerId: m.player.id,
      typeId: m.type.id,
      startsOn: todayInMalaysia(),
      expiresOn: '2099-12-31',
      paymentId: online!.id,
    });
    const refused = await m.voidIt('MPA-2026-900001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This receipt was paid online; refund it instead of voiding it',
    );
    const refusedMs = await m.voidIt('MPA-2026-900001', {}, { ...officer, 'x-language': 'ms' });
    expect(refusedMs.json().error).toBe(
      'Resit ini dibayar dalam talian; buat bayaran balik dan bukannya membatalkannya',
    );
    const cancel = await post(`/api/admin/members/${m.player.id}/membership/cancel`, officer, {
      reason: 'Asked to leave',
      receipt: 'void',
    });
    expect(cancel.statusCode).toBe(409);
    // Nothing changed: the term is still active.
    const after = await m.summary();
    expect(after.terms[0]).toMatchObject({ status: 'active', receiptNumber: 'MPA-2026-900001' });
    expect(after.payments[0]).toMatchObject({ provider: 'stripe', voided: false });
  });

  it('cancels the latest term keeping its receipt, or voiding it in the same step', async () => {
    const before = await revenue();
    const m = await member(6000);
    await m.pay('Keep me');
    // Older clients send only a reason: the receipt is kept (revenue unchanged by the cancel).
    const kept = await post(`/api/admin/members/${m.player.id}/membership/cancel`, officer, {
      reason: 'Joined by mistake',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().status).toBe('cancelled');
    expect(kept.json().payments[0]).toMatchObject({ voided: false, creditNotes: [] });
    expect(await revenue()).toBe(before + 6000);

    const paid = await m.pay('Void me');
    const receipt = paid.json().receiptNumber as string;
    const idempotencyKey = key();
    const cancel = () =>
      post(`/api/admin/members/${m.player.id}/membership/cancel`, officer, {
        reason: 'Paid in error',
        receipt: 'void',
        idempotencyKey,
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    const voided = cancelled
      .json()
      .payments.find((p: { receiptNumber: string }) => p.receiptNumber === receipt);
    expect(voided).toMatchObject({ voided: true, refundedSen: 6000 });
    expect(voided.creditNotes[0]).toMatchObject({ kind: 'void', reason: 'Paid in error' });
    expect(cancelled.json().status).toBe('cancelled');
    expect(await revenue()).toBe(before + 6000);
    // A retry of that cancellation does not cancel anything else.
    expect((await cancel()).statusCode).toBe(200);

    const bad = await post(`/api/admin/members/${m.player.id}/membership/cancel`, officer, {
      reason: 'Paid in error',
      receipt: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose whether to void the receipt');
  });

  it('lets treasurers read a member and void, but not record; others are refused', async () => {
    const m = await member();
    const receipt = (await m.pay('Desk auth')).json().receiptNumber as string;
    expect((await get(`/api/admin/members/${m.player.id}/membership`, treasurer)).statusCode).toBe(
      200,
    );
    expect((await m.pay('Desk auth 2', {}, treasurer)).statusCode).toBe(403);
    expect((await m.voidIt(receipt, {}, content)).statusCode).toBe(403);
    const asMember = await asPlayer(m.player.id);
    expect((await m.voidIt(receipt, {}, asMember)).statusCode).toBe(403);
    expect((await m.voidIt(receipt, {}, treasurer)).statusCode).toBe(200);
    // A receipt of another member, under this member's id: not found.
    const other = await member();
    const theirs = (await other.pay('Desk other')).json().receiptNumber as string;
    expect((await m.voidIt(theirs)).statusCode).toBe(404);
    const short = await m.voidIt(theirs, { reason: 'x' });
    expect(short.statusCode).toBe(400);
  });
});
