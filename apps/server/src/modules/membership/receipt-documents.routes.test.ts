import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { todayInMalaysia } from '@app/shared/membership';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMembershipType, key } from '../../../test/factories/membership';
import { payMembershipOnline, staffHeaders } from '../../../test/factories/online-membership';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../../test/fake-stripe';
import { pdfText } from '../../../test/pdf-text';
import { paymentRefunds } from '../../db/schema/index';

type Headers = Record<string, string>;

/** The line of a document that starts with `label` ('For:', 'Untuk:'), spaces squeezed. */
function line(text: string, label: string): string {
  const found = text.split('\n').find((l) => l.trim().startsWith(label));
  return (found ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Issue 39: a receipt and its credit note say once what they were for, in the member's
 * language ('Keahlian: Tahunan junior', never 'Keahlian Keahlian: Tahunan junior'), whether the
 * membership was paid online or recorded by staff.
 */
describe('receipts and credit notes name what was paid for once', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let typeId: string;
  let treasurer: Headers;
  let officer: Headers;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({}, stripeEnv(fake));
    typeId = (
      await createMembershipType(t.db, {
        name: 'Annual junior',
        nameMs: 'Tahunan junior',
        feeSen: 3000,
      })
    ).id;
    treasurer = await staffHeaders(t, ['treasurer']);
    officer = await staffHeaders(t, ['membership_officer']);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const pdf = async (url: string, headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return pdfText(new Uint8Array(res.rawPayload));
  };
  const asPlayer = async (playerId: string) => ({
    authorization: `Bearer ${(await playerSession(t, playerId)).token}`,
  });

  /** Paid online, then refunded by a treasurer: the receipt's and the credit note's texts. */
  async function paidAndRefunded(language: 'en' | 'ms') {
    const paid = await payMembershipOnline(t, fake, typeId, { language });
    const receiptNumber = paid.receipt!.receiptNumber;
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${paid.player.id}/membership/cancel-refund`,
      headers: treasurer,
      payload: { receiptNumber, reason: 'Joined by mistake', idempotencyKey: key() },
    });
    expect(refund.statusCode).toBe(200);
    const [note] = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.receiptId, paid.receipt!.id));
    const me = await asPlayer(paid.player.id);
    return {
      receipt: await pdf(`/api/players/me/membership/receipts/${receiptNumber}`, me),
      creditNote: await pdf(
        `/api/players/me/membership/credit-notes/${note!.creditNoteNumber}`,
        me,
      ),
    };
  }

  it('paid online, in Malay: "Keahlian: Tahunan junior" on the receipt and the credit note', async () => {
    const { receipt, creditNote } = await paidAndRefunded('ms');
    expect(line(receipt, 'Untuk:')).toBe('Untuk: Keahlian: Tahunan junior');
    expect(line(creditNote, 'Untuk:')).toBe('Untuk: Keahlian: Tahunan junior');
    expect(receipt + creditNote).not.toMatch(/Keahlian\s+Keahlian/);
  });

  it('paid online, in English: "Membership: Annual junior", no second "membership"', async () => {
    const { receipt, creditNote } = await paidAndRefunded('en');
    expect(line(receipt, 'For:')).toBe('For: Membership: Annual junior');
    expect(line(creditNote, 'For:')).toBe('For: Membership: Annual junior');
  });

  it('recorded by staff: named the way an order names it, in the member’s language', async () => {
    const record = async (language: 'en' | 'ms') => {
      const { player } = await createPlayer(t.db, { language });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/members/${player.id}/membership/payments`,
        headers: officer,
        payload: {
          typeId,
          amountSen: 3000,
          method: 'cash',
          reference: 'Desk',
          paidOn: todayInMalaysia(),
          idempotencyKey: key(),
        },
      });
      expect(res.statusCode).toBe(200);
      const number = res.json<{ receiptNumber: string }>().receiptNumber;
      return pdf(`/api/players/me/membership/receipts/${number}`, await asPlayer(player.id));
    };
    expect(line(await record('ms'), 'Untuk:')).toBe('Untuk: Keahlian: Tahunan junior');
    expect(line(await record('en'), 'For:')).toBe('For: Membership: Annual junior');
  });
});
