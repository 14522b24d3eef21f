import { randomBytes } from 'node:crypto';

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer } from '../../../test/factories/players';
import {
  enquiries,
  enquiryReplies,
  membershipPayments,
  players,
  retentionRunItems,
  retentionRules,
  sessions,
} from '../../db/schema/index';
import { createDataAccess } from '../../db/unit-of-work';
import { createRepositories } from '../../repositories';

import { createRetentionService } from './retention.service';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
type Auth = { authorization: string };

describe('data retention', () => {
  let t: TestApp;
  let superAdmin: Auth;
  let officer: Auth;
  beforeAll(async () => {
    t = await buildTestApp();
    const s = await createAdmin(t.db);
    superAdmin = {
      authorization: `Bearer ${(await loginAdmin(t.app, s.username, s.password)).token}`,
    };
    const o = await createAdmin(t.db, { roles: ['membership_officer'] });
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, o.username, o.password)).token}`,
    };
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    auth: Auth = superAdmin,
    payload?: object,
  ) => t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  async function session(playerId: string, values: { expiresAt: Date; revokedAt?: Date }) {
    const [row] = await t.db
      .insert(sessions)
      .values({
        tokenHash: randomBytes(16).toString('hex'),
        kind: 'player',
        playerId,
        createdAt: daysAgo(40),
        ...values,
      })
      .returning();
    return row!.id;
  }
  const remaining = async (ids: string[]) =>
    (await t.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids))).map(
      (r) => r.id,
    );

  it('is for super admins only, and lists each rule with its days and whether it stands', async () => {
    expect((await call('GET', '/api/admin/retention', officer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/retention' })).statusCode).toBe(
      401,
    );
    const rules = (await call('GET', '/api/admin/retention')).json();
    expect(rules).toEqual([
      expect.objectContaining({ key: 'audit-log', days: 730, standing: true }),
      expect.objectContaining({ key: 'closed-enquiries', days: 365, standing: false }),
      expect.objectContaining({ key: 'dormant-accounts', days: 90, standing: false }),
      expect.objectContaining({ key: 'ended-sessions', days: 7, standing: true }),
    ]);
    for (const [payload, status] of [
      [{ days: 0 }, 400],
      [{ days: 5000 }, 400],
      [{ days: 'ten' }, 400],
      [{}, 400],
    ] as const) {
      const res = await call('PUT', '/api/admin/retention/ended-sessions', superAdmin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect(
      (await call('PUT', '/api/admin/retention/nope', superAdmin, { days: 9 })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/admin/retention/nope/preview')).statusCode).toBe(404);
  });

  it('closed enquiries: a year after closing they go, with their replies; open ones stay', async () => {
    const enquiry = async (status: 'new' | 'replied' | 'closed', updatedDaysAgo: number) => {
      const [row] = await t.db
        .insert(enquiries)
        .values({
          topic: 'other',
          name: `Sender ${status} ${updatedDaysAgo}`,
          email: 'sender@example.my',
          message: 'A question about the association.',
          status,
          createdAt: daysAgo(updatedDaysAgo + 5),
          updatedAt: daysAgo(updatedDaysAgo),
        })
        .returning();
      await t.db
        .insert(enquiryReplies)
        .values({ enquiryId: row!.id, authorName: 'Staff', body: 'Answered.' });
      return row!.id;
    };
    const old = await enquiry('closed', 400);
    const recent = await enquiry('closed', 30);
    const oldButOpen = await enquiry('replied', 400);

    const run = (await call('POST', '/api/admin/retention/closed-enquiries/preview')).json();
    expect(run).toMatchObject({
      count: 1,
      sample: [{ id: old, label: 'other · Sender closed 400' }],
    });
    expect(
      (await call('POST', `/api/admin/retention/runs/${run._id}/confirm`, superAdmin, {})).json(),
    ).toMatchObject({ status: 'done', deleted: 1 });
    const left = (await t.db.select({ id: enquiries.id }).from(enquiries)).map((r) => r.id);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([recent, oldButOpen]));
    const replies = await t.db
      .select()
      .from(enquiryReplies)
      .where(eq(enquiryReplies.enquiryId, old));
    expect(replies).toEqual([]);
  });

  it('ended sessions: the confirmation deletes exactly the rows its preview listed', async () => {
    const { player } = await createPlayer(t.db);
    const old1 = await session(player.id, { expiresAt: daysAgo(-1), revokedAt: daysAgo(10) });
    const old2 = await session(player.id, { expiresAt: daysAgo(8) });
    const live = await session(player.id, { expiresAt: daysAgo(-5) });
    const recent = await session(player.id, { expiresAt: daysAgo(-5), revokedAt: daysAgo(2) });

    const preview = await call('POST', '/api/admin/retention/ended-sessions/preview');
    expect(preview.statusCode).toBe(201);
    const run = preview.json();
    const listed = (
      await t.db
        .select({ id: retentionRunItems.targetId })
        .from(retentionRunItems)
        .where(eq(retentionRunItems.runId, run._id))
    ).map((r) => r.id);
    expect(listed).toEqual(expect.arrayContaining([old1, old2]));
    expect(listed).not.toContain(live);
    expect(listed).not.toContain(recent);
    expect(run.count).toBe(listed.length);
    expect(run.sample.length).toBe(Math.min(10, listed.length));
    expect(run.sample[0]).toMatchObject({ label: 'Player session' });

    // Ended since the preview: matches the rule, but was not in the preview, so it stays.
    const later = await session(player.id, { expiresAt: daysAgo(-1), revokedAt: daysAgo(30) });
    const confirmed = await call(
      'POST',
      `/api/admin/retention/runs/${run._id}/confirm`,
      superAdmin,
      {},
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'done', deleted: listed.length });
    expect(await remaining(listed)).toEqual([]);
    expect((await remaining([live, recent, later])).sort()).toEqual([live, recent, later].sort());

    const twice = await call(
      'POST',
      `/api/admin/retention/runs/${run._id}/confirm`,
      superAdmin,
      {},
    );
    expect(twice.statusCode).toBe(409);
  });

  it('dormant accounts: only listed accounts that are still dormant go; confirmed as standing it runs on schedule', async () => {
    const dormant = (await createPlayer(t.db, { createdAt: daysAgo(100), lastSignInAt: null }))
      .player;
    const signsInMeanwhile = (
      await createPlayer(t.db, { createdAt: daysAgo(100), lastSignInAt: null })
    ).player;
    const used = (await createPlayer(t.db, { createdAt: daysAgo(100), lastSignInAt: daysAgo(50) }))
      .player;
    const young = (await createPlayer(t.db, { createdAt: daysAgo(10), lastSignInAt: null })).player;
    const paid = (await createPlayer(t.db, { createdAt: daysAgo(100), lastSignInAt: null })).player;
    await t.db.insert(membershipPayments).values({
      playerId: paid.id,
      memberId: paid.playerId,
      typeName: 'Adult annual',
      receiptYear: 2026,
      receiptSeq: 880001,
      receiptNumber: 'MPA-2026-880001',
      amountSen: 5000,
      provider: 'staff',
      method: 'cash',
      reference: 'desk',
      paidOn: '2026-08-01',
      idempotencyKey: 'retention-test-payment',
    });

    const run = (await call('POST', '/api/admin/retention/dormant-accounts/preview')).json();
    const listed = (
      await t.db
        .select({ id: retentionRunItems.targetId })
        .from(retentionRunItems)
        .where(eq(retentionRunItems.runId, run._id))
    ).map((r) => r.id);
    expect(listed.sort()).toEqual([dormant.id, signsInMeanwhile.id].sort());
    expect(run.sample.map((s: { label: string }) => s.label)).toContain(
      `${dormant.playerId} · ${dormant.fullName}`,
    );

    // Between preview and confirmation: one signs in, a new dormant one appears.
    await t.db
      .update(players)
      .set({ lastSignInAt: new Date() })
      .where(eq(players.id, signsInMeanwhile.id));
    const newcomer = (await createPlayer(t.db, { createdAt: daysAgo(120), lastSignInAt: null }))
      .player;

    const done = await call('POST', `/api/admin/retention/runs/${run._id}/confirm`, superAdmin, {
      standing: true,
    });
    expect(done.json()).toMatchObject({ status: 'done', deleted: 1 });
    const left = (
      await t.db
        .select({ id: players.id })
        .from(players)
        .where(
          inArray(players.id, [
            dormant.id,
            signsInMeanwhile.id,
            used.id,
            young.id,
            paid.id,
            newcomer.id,
          ]),
        )
    ).map((r) => r.id);
    expect(left.sort()).toEqual(
      [signsInMeanwhile.id, used.id, young.id, paid.id, newcomer.id].sort(),
    );
    const [rule] = await t.db
      .select()
      .from(retentionRules)
      .where(eq(retentionRules.key, 'dormant-accounts'));
    expect(rule).toMatchObject({ standing: true });

    // The schedule: the same preview-then-delete, now taking the newcomer.
    const schedule = createRetentionService({
      data: createDataAccess(t.db, createRepositories),
      removeAccount: (id) => t.db.delete(players).where(eq(players.id, id)),
      auditDays: { get: async () => 730, set: async () => undefined },
    });
    await schedule.runStanding();
    expect(await t.db.select().from(players).where(eq(players.id, newcomer.id))).toEqual([]);
    const rules = (await call('GET', '/api/admin/retention')).json();
    expect(rules.find((r: { key: string }) => r.key === 'dormant-accounts').lastRun).toMatchObject({
      bySchedule: true,
      status: 'done',
      deleted: 1,
    });

    // New days: it no longer stands, and an older preview cannot be confirmed.
    const stale = (await call('POST', '/api/admin/retention/dormant-accounts/preview')).json();
    const changed = await call('PUT', '/api/admin/retention/dormant-accounts', superAdmin, {
      days: 120,
    });
    expect(changed.json()).toMatchObject({ days: 120, standing: false });
    const refused = await call(
      'POST',
      `/api/admin/retention/runs/${stale._id}/confirm`,
      superAdmin,
      {},
    );
    expect(refused.statusCode).toBe(409);
    const discarded = await call('POST', `/api/admin/retention/runs/${stale._id}/discard`);
    expect(discarded.statusCode).toBe(200);
  });

  it('a player sign-in is recorded (the dormant rule reads it)', async () => {
    const { player, password } = await createPlayer(t.db, { lastSignInAt: null });
    await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { username: player.username, password },
    });
    const [row] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(row?.lastSignInAt).toBeInstanceOf(Date);
  });
});
