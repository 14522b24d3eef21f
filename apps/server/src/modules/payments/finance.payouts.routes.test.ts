import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { todayInMalaysia } from '@app/shared/membership';
import type { FinancePayouts } from '@app/shared/payments/finance';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMembershipType, key } from '../../../test/factories/membership';
import { payMembershipOnline, staffHeaders } from '../../../test/factories/online-membership';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../../test/fake-stripe';

type Headers = Record<string, string>;

const signIn = staffHeaders;

/** Issue 32: the gateway's payouts against receipts and credit notes. */
describe('finance: payouts', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let typeId: string;
  let treasurer: Headers;
  let officer: Headers;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({}, stripeEnv(fake));
    typeId = (await createMembershipType(t.db, { feeSen: 8000 })).id;
    treasurer = await signIn(t, ['treasurer']);
    officer = await signIn(t, ['membership_officer']);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.down = false;
  });

  const today = todayInMalaysia();
  const payoutsOf = (headers: Headers, query = `from=${today}&to=${today}`) =>
    t.app.inject({ method: 'GET', url: `/api/admin/finance/payouts?${query}`, headers });

  /** A member's membership checkout, paid at the gateway; the webhook delivered or not. */
  const paidOnline = async (options: { webhook?: boolean; fullName?: string } = {}) => {
    const paid = await payMembershipOnline(t, fake, typeId, options);
    return { ...paid, receiptNumber: paid.receipt?.receiptNumber ?? null };
  };

  it('matches payouts with receipts and credit notes, names what does not match, lists what is not paid out', async () => {
    const a = await paidOnline({ fullName: 'Aminah Payout' });
    const b = await paidOnline();
    const exact = fake.payout([a.sessionId, b.sessionId], { feePercent: 3 });

    const c = await paidOnline();
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/finance/receipts/${c.receiptNumber}/refund`,
      headers: treasurer,
      payload: { reason: 'Moved away', amountSen: 2000, idempotencyKey: key() },
    });
    expect(refunded.statusCode).toBe(200);
    const creditNote = refunded.json().creditNoteNumber as string;
    // Paid at the gateway, and the webhook never came: no receipt.
    const stranger = await paidOnline({ webhook: false });
    const short = await paidOnline();
    const mixed = fake.payout([c.sessionId, stranger.sessionId], {
      feePercent: 3,
      entries: [
        { type: 'charge', paymentIntent: short.intent, amount: 7000, fee: 210 },
        { type: 'refund', paymentIntent: stranger.intent, amount: -1500, refundId: 're_test_x1' },
        { type: 'adjustment', amount: -150 },
      ],
    });
    const waiting = await paidOnline();

    const res = await payoutsOf(treasurer);
    expect(res.statusCode).toBe(200);
    const body = res.json<FinancePayouts>();
    expect(body).toMatchObject({ online: true, from: today, to: today });
    const first = body.payouts.find((p) => p.id === exact.id)!;
    expect(first).toMatchObject({
      arrivalDate: today,
      status: 'paid',
      currency: 'myr',
      amountSen: 15520,
      grossSen: 16000,
      feesSen: 480,
      netSen: 15520,
      issues: [],
    });
    expect(first.matched.map((m) => [m.receiptNumber, m.amountSen, m.recordedSen])).toEqual(
      expect.arrayContaining([
        [a.receiptNumber, 8000, 8000],
        [b.receiptNumber, 8000, 8000],
      ]),
    );
    expect(first.matched.find((m) => m.receiptNumber === a.receiptNumber)).toMatchObject({
      memberId: a.player.playerId,
      memberName: 'Aminah Payout',
      paymentId: a.intent,
      feeSen: 240,
      netSen: 7760,
    });

    const second = body.payouts.find((p) => p.id === mixed.id)!;
    expect(second.amountSen).toBe(second.netSen);
    expect(second.grossSen).toBe(8000 - 2000 + 8000 + 7000 - 1500 - 150);
    expect(second.feesSen).toBe(240 + 240 + 210);
    expect(
      second.matched.map((m) => [m.type, m.receiptNumber, m.creditNoteNumber, m.amountSen]),
    ).toEqual(
      expect.arrayContaining([
        ['charge', c.receiptNumber, null, 8000],
        ['refund', c.receiptNumber, creditNote, -2000],
      ]),
    );
    expect(second.matched).toHaveLength(2);
    const issues = second.issues.map((i) => ({
      kind: i.kind,
      paymentId: i.paymentId,
      receiptNumber: i.receiptNumber,
      amountSen: i.amountSen,
      recordedSen: i.recordedSen,
    }));
    expect(issues).toEqual(
      expect.arrayContaining([
        {
          kind: 'unknown_payment',
          paymentId: stranger.intent,
          receiptNumber: null,
          amountSen: 8000,
          recordedSen: null,
        },
        {
          kind: 'unknown_refund',
          paymentId: stranger.intent,
          receiptNumber: null,
          amountSen: -1500,
          recordedSen: null,
        },
        {
          kind: 'amount_differs',
          paymentId: short.intent,
          receiptNumber: short.receiptNumber,
          amountSen: 7000,
          recordedSen: 8000,
        },
        {
          kind: 'other_entry',
          paymentId: null,
          receiptNumber: null,
          amountSen: -150,
          recordedSen: null,
        },
      ]),
    );
    expect(issues).toHaveLength(4);

    // Receipts of the period that no payout covered yet: only the one paid last.
    const notPaidOut = body.notPaidOut.map((r) => r.receiptNumber);
    expect(notPaidOut).toContain(waiting.receiptNumber);
    for (const paid of [a, b, c, short]) expect(notPaidOut).not.toContain(paid.receiptNumber);
    expect(body.notPaidOut.find((r) => r.receiptNumber === waiting.receiptNumber)).toMatchObject({
      paidOn: today,
      amountSen: 8000,
      refundedSen: 0,
      paymentId: waiting.intent,
    });

    // A period without payouts: nothing paid out, the same receipts waiting are not listed.
    const empty = (await payoutsOf(treasurer, 'from=2001-01-01&to=2001-01-31')).json();
    expect(empty).toMatchObject({ online: true, payouts: [], notPaidOut: [] });
    // The gateway was asked for each payout's entries with their charges and refunds.
    expect(fake.calls).toContain('GET /v1/payouts');
    expect(fake.calls).toContain('GET /v1/balance_transactions');
  });

  it('treasurers may see payouts; membership officers may not', async () => {
    expect((await payoutsOf(treasurer)).statusCode).toBe(200);
    expect((await payoutsOf(officer)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/finance/payouts' })).statusCode,
    ).toBe(401);
  });

  it('gateway down: 503 with a message in the reader’s language; a bad period is refused', async () => {
    fake.down = true;
    const ms = await payoutsOf({ ...treasurer, 'x-language': 'ms' });
    expect(ms.statusCode).toBe(503);
    expect(ms.json().error).toBe(
      'Gerbang pembayaran tidak menjawab. Cuba lagi dalam beberapa minit.',
    );
    const en = await payoutsOf(treasurer);
    expect(en.statusCode).toBe(503);
    expect(en.json().error).toBe(
      'The payment gateway is not answering. Try again in a few minutes.',
    );
    fake.down = false;
    const backwards = await payoutsOf(treasurer, 'from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
  });

  it('a key without access to payouts: 503 with a message in both languages, never a raw error (issue 39)', async () => {
    fake.restricted = true;
    try {
      const en = await payoutsOf(treasurer);
      expect(en.statusCode).toBe(503);
      expect(en.json().error).toBe(
        "The payment gateway refused this request. Nothing was changed. Please try again later, or tell the site's administrator.",
      );
      const ms = await payoutsOf({ ...treasurer, 'x-language': 'ms' });
      expect(ms.json().error).toBe(
        'Gerbang pembayaran menolak permintaan ini. Tiada apa-apa yang diubah. Sila cuba lagi kemudian, atau maklumkan kepada pentadbir laman.',
      );
    } finally {
      fake.restricted = false;
    }
  });
});

describe('finance: payouts without a gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('says online payment is off, and asks nobody', async () => {
    const treasurer = await signIn(t, ['treasurer']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/payouts?from=2026-11-01&to=2026-11-30',
      headers: treasurer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      online: false,
      from: '2026-11-01',
      to: '2026-11-30',
      payouts: [],
      notPaidOut: [],
    });
  });
});
