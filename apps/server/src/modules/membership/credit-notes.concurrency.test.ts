import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { todayInMalaysia } from '@app/shared/membership';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createMembershipType, key } from '../../../test/factories/membership';
import { createPlayer } from '../../../test/factories/players';

/** Runs on the embedded database, and on PostgreSQL with TEST_DATABASE_URL (both engines). */
describe('voids under concurrency', () => {
  let t: TestApp;
  let officer: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    const o = await createAdmin(t.db, { roles: ['membership_officer', 'treasurer'] });
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, o.username, o.password)).token}`,
    };
  });
  afterAll(() => t.close());

  async function paidReceipt() {
    const type = await createMembershipType(t.db, { feeSen: 5000 });
    const { player } = await createPlayer(t.db);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${player.id}/membership/payments`,
      headers: officer,
      payload: {
        typeId: type.id,
        amountSen: 5000,
        method: 'cash',
        reference: 'Desk',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      },
    });
    return { playerId: player.id, receipt: paid.json().receiptNumber as string };
  }
  const voidIt = (playerId: string, receipt: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${playerId}/membership/receipts/${receipt}/void`,
      headers: officer,
      payload: { reason: 'Recorded twice', idempotencyKey: key() },
    });
  const numberOf = (n: string) => Number(n.slice(-6));

  it('issues one credit note when two voids of one receipt race', async () => {
    const { playerId, receipt } = await paidReceipt();
    const answers = await Promise.all([voidIt(playerId, receipt), voidIt(playerId, receipt)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/admin/members/${playerId}/membership`,
      headers: officer,
    });
    const [payment] = summary.json().payments;
    expect(payment).toMatchObject({ voided: true, refundedSen: 5000 });
    expect(payment.creditNotes).toHaveLength(1);
  });

  it('hands out gap-free, unique credit note numbers to concurrent voids', async () => {
    const receipts = await Promise.all(Array.from({ length: 8 }, () => paidReceipt()));
    // Every fourth void is refused (a receipt under another member's id): it takes no number.
    const answers = await Promise.all(
      receipts.map((r, i) => voidIt(i % 4 === 3 ? receipts[0]!.playerId : r.playerId, r.receipt)),
    );
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(2);
    const numbers = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => numberOf(a.json().payments[0].creditNotes[0].number as string))
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(6);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers[5]! - numbers[0]!).toBe(5);
  });
});
