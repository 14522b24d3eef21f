import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { todayInMalaysia } from '@app/shared/membership';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMembershipType, key } from '../../../test/factories/membership';
import { staffHeaders } from '../../../test/factories/online-membership';
import { createPlayer, playerSession } from '../../../test/factories/players';
import {
  deliverEvent,
  sessionOf,
  startFakeStripe,
  stripeEnv,
  type FakeEvent,
  type FakeStripe,
  type PayHow,
} from '../../../test/fake-stripe';
import { pdfText } from '../../../test/pdf-text';
import { membershipPayments } from '../../db/schema/index';

/**
 * How a player paid (issue 39, section 4): the method Stripe reports in `charge.succeeded`
 * (card with its brand, FPX with the bank, GrabPay) is kept on the receipt, whether that event
 * comes before or after the one that settles the order, and shown on the receipt (PDF in the
 * member's language) and in Finance, whose "Card" filter finds online card payments too.
 */
describe('how a player paid: recorded from the gateway, shown on receipts and in Finance', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let typeId: string;
  let treasurer: Record<string, string>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp({}, stripeEnv(fake));
    typeId = (await createMembershipType(t.db, { feeSen: 8000, nameMs: 'Dewasa tahunan' })).id;
    treasurer = await staffHeaders(t, ['treasurer']);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A member pays on the page; the events are delivered in the `order` given. */
  async function pays(
    how: PayHow,
    order: (events: FakeEvent[]) => FakeEvent[],
    language: 'en' | 'ms' = 'en',
  ) {
    const { player } = await createPlayer(t.db, { language, dateOfBirth: '1990-05-05' });
    const auth = { authorization: `Bearer ${(await playerSession(t, player.id)).token}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/me/membership/checkout',
      headers: auth,
      payload: { typeId, idempotencyKey: key() },
    });
    const { order: placed, checkoutUrl } = res.json<{
      order: { id: string };
      checkoutUrl: string;
    }>();
    const outcomes = [];
    for (const event of order(fake.pay(sessionOf(fake, checkoutUrl).id, how)))
      outcomes.push((await deliverEvent(t.app, fake, event)).json<{ outcome: string }>().outcome);
    const [receipt] = await t.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.orderId, placed.id));
    return { player, auth, receipt: receipt!, outcomes };
  }
  const byType = (type: Stripe.Event.Type) => (events: FakeEvent[]) => [
    ...events.filter((e) => e.type === type),
    ...events.filter((e) => e.type !== type),
  ];
  const asSent = (events: FakeEvent[]) => events;

  it('keeps the method Stripe reports, whichever event comes first', async () => {
    // Card: the order is settled first, the charge's news follows.
    const card = await pays('card', asSent);
    expect(card.outcomes).toEqual(['paid', 'method-noted']);
    expect(card.receipt).toMatchObject({
      method: 'online',
      onlineMethod: 'card',
      onlineMethodDetail: 'visa',
    });
    // FPX: the charge's news comes before anything settles the order.
    const fpx = await pays('fpx', byType('charge.succeeded'));
    expect(fpx.outcomes).toEqual(['method-noted', 'processing', 'paid']);
    expect(fpx.receipt).toMatchObject({ onlineMethod: 'fpx', onlineMethodDetail: 'maybank2u' });
    const grab = await pays('grabpay', asSent);
    expect(grab.receipt).toMatchObject({ onlineMethod: 'grabpay', onlineMethodDetail: null });
  });

  it("Finance shows it, its filters find it (Card: staff's and online), the CSV has it", async () => {
    const card = await pays('card', asSent);
    const fpx = await pays('fpx', asSent);
    // A card payment staff recorded at the counter.
    const { player } = await createPlayer(t.db, { dateOfBirth: '1990-05-05' });
    const counter = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${player.id}/membership/payments`,
      headers: await staffHeaders(t, ['membership_officer']),
      payload: {
        typeId,
        amountSen: 8000,
        method: 'card',
        reference: 'POS 12',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      },
    });
    expect(counter.statusCode).toBeLessThan(300);
    const staffCard = counter.json<{ receiptNumber: string }>().receiptNumber;
    type Page = {
      payments: {
        receiptNumber: string;
        method: string;
        onlineMethod: string | null;
        onlineMethodDetail: string | null;
      }[];
    };
    const list = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/finance/payments?${query}`,
          headers: treasurer,
        })
      ).json<Page>().payments;
    const numbers = (rows: Page['payments']) => rows.map((p) => p.receiptNumber);

    const cards = await list('method=card&limit=200');
    expect(numbers(cards)).toEqual(expect.arrayContaining([card.receipt.receiptNumber, staffCard]));
    expect(numbers(cards)).not.toContain(fpx.receipt.receiptNumber);
    expect(cards.find((p) => p.receiptNumber === card.receipt.receiptNumber)).toMatchObject({
      method: 'online',
      onlineMethod: 'card',
      onlineMethodDetail: 'visa',
    });
    expect(cards.find((p) => p.receiptNumber === staffCard)).toMatchObject({
      method: 'card',
      onlineMethod: null,
    });
    const fpxRows = await list('method=fpx&limit=200');
    expect(numbers(fpxRows)).toContain(fpx.receipt.receiptNumber);
    expect(fpxRows.every((p) => p.onlineMethod === 'fpx')).toBe(true);
    expect(numbers(await list('method=grabpay&limit=200'))).not.toContain(
      card.receipt.receiptNumber,
    );
    // Online: every online payment, however paid.
    expect(numbers(await list('method=online&limit=200'))).toEqual(
      expect.arrayContaining([card.receipt.receiptNumber, fpx.receipt.receiptNumber]),
    );

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/finance/payments.csv?q=${card.receipt.receiptNumber}`,
      headers: treasurer,
    });
    expect(csv.body).toContain(',paid,card,visa');
  });

  it('the member sees it on their receipts, and on the PDF in their language', async () => {
    const en = await pays('card', asSent);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/players/me/membership',
      headers: en.auth,
    });
    expect(
      mine
        .json<{ payments: { receiptNumber: string }[] }>()
        .payments.find((p) => p.receiptNumber === en.receipt.receiptNumber),
    ).toMatchObject({ method: 'online', onlineMethod: 'card', onlineMethodDetail: 'visa' });
    const pdf = async (who: { auth: object; receipt: { receiptNumber: string } }) =>
      pdfText(
        new Uint8Array(
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/players/me/membership/receipts/${who.receipt.receiptNumber}`,
              headers: who.auth as Record<string, string>,
            })
          ).rawPayload,
        ),
      );
    expect(await pdf(en)).toMatch(/Paid by:\s*Card \(Visa\)/);
    const ms = await pays('fpx', asSent, 'ms');
    expect(await pdf(ms)).toMatch(/Dibayar melalui:\s*Perbankan dalam talian FPX \(Maybank2u\)/);
  });
});
