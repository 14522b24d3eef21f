import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { divisionLabel } from '@app/shared/competition/categories';
import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';
import { SYSTEM_REFUND_REASONS } from '@app/shared/payments/refund-reasons';

import { useEntriesApp, type Auth } from '../../../test/entries-fixture';
import { pdfText } from '../../../test/pdf-text';
import { entries, membershipPayments, paymentOrders, paymentRefunds } from '../../db/schema/index';

describe('tournament entry fees, paid online', () => {
  const f = useEntriesApp({ paid: true });
  const enter = (divisionId: string, auth: Auth, body: object = {}) =>
    f.call('POST', `/api/divisions/${divisionId}/entries`, auth, body);
  const pay = (entryId: string, auth: Auth) => f.call('POST', `/api/entries/${entryId}/pay`, auth);
  const entryRow = async (id: string) =>
    (await f.t.db.select().from(entries).where(eq(entries.id, id)))[0]!;
  const payCheckout = async (checkoutUrl: string) => {
    const [paid] = f.fake.pay(f.sessionOf(checkoutUrl).id);
    expect((await f.webhook(paid!)).json().outcome).toBe('paid');
  };

  async function pair(divisionId: string, payMode: 'one' | 'halves') {
    const w = await f.member();
    const m = await f.member({ gender: 'Male' });
    const e = (
      await enter(divisionId, m.auth, { partnerMemberId: w.player.playerId, payMode })
    ).json();
    const confirmed = await f.call('POST', `/api/entries/${e.id}/confirm`, w.auth);
    return { w, m, id: e.id as string, status: confirmed.json().status as string };
  }

  it('one payer pays the whole fee; the entry is confirmed when paid', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id, { feeSen: 8001 });
    const p = await pair(d.id, 'one');
    expect(p.status).toBe('awaiting_payment');
    const mine = (await f.call('GET', '/api/players/me/entries', p.m.auth)).json();
    expect(mine.items[0]).toMatchObject({ owedSen: 8001, status: 'awaiting_payment' });
    expect((await pay(p.id, p.w.auth)).json().error).toBe(M.partnerPays);
    const opened = await pay(p.id, p.m.auth);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      amountSen: 8001,
      checkoutUrl: expect.stringContaining('/pay/'),
    });
    // Again: the same checkout.
    expect((await pay(p.id, p.m.auth)).json().checkoutUrl).toBe(opened.json().checkoutUrl);
    await payCheckout(opened.json().checkoutUrl);
    expect(await entryRow(p.id)).toMatchObject({
      status: 'confirmed',
      paidSen: 8001,
      holdExpiresAt: null,
    });
    const receipts = await f.t.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.playerId, p.m.player.id));
    expect(receipts).toMatchObject([{ amountSen: 8001, purpose: 'entry' }]);
    expect((await pay(p.id, p.m.auth)).json().error).toBe(M.notAwaitingPayment);
  });

  it('halves: each pays their half (the entrant the odd sen); confirmed once both are paid', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id, { feeSen: 8001 });
    const p = await pair(d.id, 'halves');
    const mine = await pay(p.id, p.m.auth);
    const theirs = await pay(p.id, p.w.auth);
    expect([mine.json().amountSen, theirs.json().amountSen]).toEqual([4001, 4000]);
    await payCheckout(mine.json().checkoutUrl);
    expect(await entryRow(p.id)).toMatchObject({ status: 'awaiting_payment', paidSen: 4001 });
    await payCheckout(theirs.json().checkoutUrl);
    expect(await entryRow(p.id)).toMatchObject({
      status: 'confirmed',
      paidSen: 4001,
      partnerPaidSen: 4000,
    });
  });

  it('a pair that paid in halves withdraws: each half refunded to its payer, the answer says what is yours', async () => {
    const t = await f.tournament({ refundRule: 'percentage', refundPercent: 50 });
    const d = await f.division(t.id, { feeSen: 4000 });
    const p = await pair(d.id, 'halves');
    const mine = (await pay(p.id, p.m.auth)).json();
    const theirs = (await pay(p.id, p.w.auth)).json();
    await payCheckout(mine.checkoutUrl);
    await payCheckout(theirs.checkoutUrl);
    const out = await f.call('POST', `/api/entries/${p.id}/withdraw`, p.m.auth);
    expect(out.statusCode).toBe(200);
    // 50 % of the entrant's own RM 20, not of the pair's RM 40.
    expect(out.json()).toMatchObject({ refundedSen: 1000, paidSen: 2000 });
    for (const url of [mine.checkoutUrl, theirs.checkoutUrl]) {
      const intent = f.sessionOf(url).payment_intent;
      expect(f.fake.refunds.filter((r) => r.payment_intent === intent)).toEqual([
        expect.objectContaining({ amount: 1000 }),
      ]);
    }
  });

  it('an unpaid checkout that expires releases the place once and offers it to the waitlist', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id, { discipline: 'womens_singles', feeSen: 5000, cap: 1 });
    const [a, b] = [await f.member(), await f.member()];
    const ea = (await enter(d.id, a.auth)).json();
    const eb = (await enter(d.id, b.auth)).json();
    expect([ea.status, eb.status]).toEqual(['awaiting_payment', 'waitlisted']);
    const opened = (await pay(ea.id, a.auth)).json();
    const [expired] = f.fake.expire(f.sessionOf(opened.checkoutUrl).id);
    expect((await f.webhook(expired!)).json().outcome).toBe('expired');
    expect((await f.webhook(expired!)).json().outcome).not.toBe('expired');
    expect((await entryRow(ea.id)).status).toBe('expired');
    expect((await entryRow(eb.id)).status).toBe('offered');
    const claimed = await f.call('POST', `/api/entries/${eb.id}/claim`, b.auth);
    expect(claimed.json()).toMatchObject({
      status: 'awaiting_payment',
      holdExpiresAt: expect.any(String),
    });
  });

  it('a held place never paid expires after its hold and is offered on; a half paid is refunded', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id, { feeSen: 3001, cap: 1 });
    const p = await pair(d.id, 'halves');
    const waiting = await pair(d.id, 'one');
    expect([p.status, waiting.status]).toEqual(['awaiting_payment', 'waitlisted']);
    const mine = (await pay(p.id, p.m.auth)).json();
    await payCheckout(mine.checkoutUrl);
    // The partner never pays: the hold lapses (the claim window) and the half paid goes back.
    await f.advanceDay();
    expect(await entryRow(p.id)).toMatchObject({ status: 'expired', paidSen: 1501 });
    expect((await entryRow(waiting.id)).status).toBe('offered');
    const intent = f.sessionOf(mine.checkoutUrl).payment_intent;
    expect(f.fake.refunds.filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 1501 }),
    ]);
    expect((await pay(p.id, p.w.auth)).json().error).toBe(M.notAwaitingPayment);
  });

  it('a withdrawal is refunded by the tournament’s rule and frees the place', async () => {
    const t = await f.tournament({ refundRule: 'percentage', refundPercent: 50 });
    const d = await f.division(t.id, { discipline: 'womens_singles', feeSen: 6000, cap: 1 });
    const [a, b] = [await f.member(), await f.member()];
    const ea = (await enter(d.id, a.auth)).json();
    const eb = (await enter(d.id, b.auth)).json();
    const opened = (await pay(ea.id, a.auth)).json();
    await payCheckout(opened.checkoutUrl);
    const out = await f.call('POST', `/api/entries/${ea.id}/withdraw`, a.auth);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      refundedSen: 3000,
      paidSen: 6000,
      entry: { status: 'withdrawn' },
    });
    const intent = f.sessionOf(opened.checkoutUrl).payment_intent;
    expect(f.fake.refunds.filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 3000 }),
    ]);
    const [order] = await f.t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, opened.orderId));
    expect(order!.refundedSen).toBe(3000);
    expect((await entryRow(eb.id)).status).toBe('offered');
    expect((await f.call('POST', `/api/entries/${ea.id}/withdraw`, a.auth)).statusCode).toBe(409);
  });

  it('a Malay reader reads the reason of an entry refund in Malay: Payments and the credit note', async () => {
    const t = await f.tournament({ refundRule: 'percentage', refundPercent: 100 });
    const d = await f.division(t.id, { discipline: 'womens_singles', feeSen: 4000 });
    const a = await f.member({ language: 'ms' });
    const ea = (await enter(d.id, a.auth)).json();
    const opened = (await pay(ea.id, a.auth)).json();
    await payCheckout(opened.checkoutUrl);
    expect((await f.call('POST', `/api/entries/${ea.id}/withdraw`, a.auth)).statusCode).toBe(200);
    const [note] = await f.t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, opened.orderId));
    expect(note!.reason).toBe(SYSTEM_REFUND_REASONS.entryWithdrawal);
    const reasonMs = 'Menarik diri daripada penyertaan kejohanan';
    // The player's own language (Malay), and English when asked for.
    const own = await f.call('GET', `/api/players/me/payments/${opened.orderId}`, a.auth);
    expect(own.json().creditNotes).toEqual([expect.objectContaining({ reason: reasonMs })]);
    const list = await f.call('GET', '/api/players/me/payments', a.auth);
    const order = (list.json() as { id: string; creditNotes: { reason: string }[] }[]).find(
      (o) => o.id === opened.orderId,
    )!;
    expect(order.creditNotes[0]!.reason).toBe(reasonMs);
    const english = await f.t.app.inject({
      method: 'GET',
      url: `/api/players/me/payments/${opened.orderId}`,
      headers: { ...a.auth, 'x-language': 'en' },
    });
    expect(english.json().creditNotes[0].reason).toBe(SYSTEM_REFUND_REASONS.entryWithdrawal);
    const pdf = await f.call(
      'GET',
      `/api/players/me/membership/credit-notes/${note!.creditNoteNumber}`,
      a.auth,
    );
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(new Uint8Array(pdf.rawPayload))).replace(/\s+/g, ' ');
    expect(text).toContain(reasonMs);
    expect(text).not.toContain('Withdrawal from');
    // What it was for, once: the entry's division, never called a membership (issue 39).
    const what = `Untuk: Selangor Open: ${divisionLabel(d, 'ms')}`;
    expect(text).toContain(what);
    expect(text).not.toContain('Keahlian');
    const receipt = await f.call(
      'GET',
      `/api/players/me/membership/receipts/${own.json().receiptNumber as string}`,
      a.auth,
    );
    const receiptText = (await pdfText(new Uint8Array(receipt.rawPayload))).replace(/\s+/g, ' ');
    expect(receiptText).toContain(what);
    expect(receiptText).not.toContain('Keahlian');
  });
});
