import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays, todayInMalaysia } from '@app/shared/membership';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createMembershipType, giveTerm, key } from '../../../test/factories/membership';
import { createPlayer } from '../../../test/factories/players';
import { mailOutbox, membershipReminders } from '../../db/schema/index';
import { createDataAccess } from '../../db/unit-of-work';
import { createRepositories } from '../../repositories';

import { createRemindersService } from './reminders.service';

/** Runs on the embedded database, and on PostgreSQL with TEST_DATABASE_URL (both engines). */
describe('membership under concurrency', () => {
  let t: TestApp;
  let officer: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const o = await createAdmin(t.db, { roles: ['membership_officer'] });
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, o.username, o.password)).token}`,
    };
  });
  afterAll(() => t.close());

  it('hands out gap-free, unique receipt numbers to concurrent payments', async () => {
    const type = await createMembershipType(t.db, { feeSen: 5000 });
    const players = await Promise.all(Array.from({ length: 12 }, () => createPlayer(t.db)));
    const answers = await Promise.all(
      players.map(({ player }, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/members/${player.id}/membership/payments`,
          headers: officer,
          // Every third one fails validation inside the transaction: it must not use a number.
          payload: {
            typeId: type.id,
            amountSen: i % 3 === 2 ? 4000 : 5000,
            method: 'cash',
            reference: `Desk ${i}`,
            paidOn: todayInMalaysia(),
            idempotencyKey: key(),
          },
        }),
      ),
    );
    const receipts = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => Number((a.json().receiptNumber as string).slice(-6)))
      .sort((a, b) => a - b);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(4);
    expect(receipts).toHaveLength(8);
    expect(new Set(receipts).size).toBe(8);
    // Consecutive: no number was skipped by the refused payments.
    expect(receipts[7]! - receipts[0]!).toBe(7);
  });

  it('sends each reminder once per term, even with two workers at once', async () => {
    const now = new Date();
    const today = todayInMalaysia(now);
    const type = await createMembershipType(t.db);
    const cases = [
      { days: 30, kind: 'd30' },
      { days: 7, kind: 'd7' },
      { days: 0, kind: 'd0' },
      { days: -1, kind: 'grace' },
      { days: 31, kind: null },
      { days: -31, kind: null },
    ];
    const made: {
      days: number;
      kind: string | null;
      term: { id: string };
      player: { id: string; email: string };
    }[] = [];
    for (const c of cases) {
      const { player } = await createPlayer(t.db);
      const term = await giveTerm(
        t.db,
        player.id,
        type.id,
        addDays(today, c.days - 365),
        addDays(today, c.days),
      );
      made.push({ ...c, term, player });
    }
    const worker = () =>
      createRemindersService({
        data: createDataAccess(t.db, createRepositories),
        graceDays: async () => 30,
        kickMail: () => undefined,
        siteUrl: 'https://mpa.example',
        associationName: 'MPA',
        associationNameMs: 'PPM',
        now: () => now,
      });
    const [a, b] = [worker(), worker()];
    await Promise.all([a.sendDue(50), b.sendDue(50), a.sendDue(50)]);
    await b.sendDue(50);

    const sent = await t.db.select().from(membershipReminders);
    for (const c of made) {
      const mine = sent.filter((r) => r.membershipId === c.term.id);
      expect(
        mine.map((r) => r.kind),
        `${c.days} days`,
      ).toEqual(c.kind ? [c.kind] : []);
    }
    const mail = await t.db.select().from(mailOutbox);
    for (const c of made) {
      const theirs = mail.filter((m) => m.toAddress === c.player.email);
      expect(theirs, `${c.days} days`).toHaveLength(c.kind ? 1 : 0);
    }
    const graceMail = mail.find((m) => m.toAddress === made[3]!.player.email)!;
    expect(graceMail.subject).toContain('has expired');
    const unsubscribe = /token=([\w-]+)/.exec(graceMail.textBody)![1]!;

    // The unsubscribe link turns reminders off (only for that player), once per link.
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/membership/unsubscribe',
      payload: { token: unsubscribe },
    });
    expect(off.statusCode).toBe(200);
    const bogus = await t.app.inject({
      method: 'POST',
      url: '/api/membership/unsubscribe',
      payload: { token: 'x'.repeat(24) },
    });
    expect(bogus.statusCode).toBe(404);
    const { player: optedOut } = await createPlayer(t.db, { membershipRemindersOptOut: true });
    await giveTerm(t.db, optedOut.id, type.id, addDays(today, -358), addDays(today, 7));
    await a.sendDue(50);
    const later = await t.db.select().from(mailOutbox);
    expect(later.filter((m) => m.toAddress === optedOut.email)).toHaveLength(0);
  });
});
