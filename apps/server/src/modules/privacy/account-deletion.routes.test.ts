import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACCOUNT_DELETION_MESSAGES as M } from '@app/shared/privacy';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer } from '../../../test/factories/players';
import { waitForMail } from '../../../test/mail';
import {
  accountDeletions,
  auditLog,
  membershipPayments,
  playerGuardians,
  players,
  portalOutbox,
  postComments,
  postLikes,
  posts,
} from '../../db/schema/index';
import { createClock } from '../../lib/clock';
import { currentTotp } from '../two-factor/index';

const CLOCK_TOKEN = 'test-clock-token-0123456789abcdef';
type Auth = { authorization: string };

describe('delete my account', () => {
  let t: TestApp;
  let officer: Auth;
  let moderator: Auth;
  const clock = createClock();
  beforeAll(async () => {
    t = await buildTestApp({ testClockToken: CLOCK_TOKEN }, {}, undefined, { clock });
    const o = await createAdmin(t.db, { roles: ['membership_officer'] });
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, o.username, o.password)).token}`,
    };
    const m = await createAdmin(t.db, { roles: ['moderator'] });
    moderator = {
      authorization: `Bearer ${(await loginAdmin(t.app, m.username, m.password)).token}`,
    };
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, auth?: Auth, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(auth ? { headers: auth } : {}),
      ...(payload ? { payload } : {}),
    });

  async function signIn(username: string, password: string): Promise<Auth> {
    const res = await inject('POST', '/api/players/login', undefined, { username, password });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().token}` };
  }

  async function player(fullName: string) {
    const { player: row, password } = await createPlayer(t.db, { fullName });
    return { row, password, auth: await signIn(row.username, password) };
  }

  const advanceDays = (days: number, token = CLOCK_TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-clock/advance',
      headers: { 'x-test-clock-token': token },
      payload: { days },
    });

  it('refuses a wrong password, a missing choice and strangers, and changes nothing', async () => {
    const me = await player('Siti Wrongpass');
    const cases: [object, number, string][] = [
      [{ password: 'not-it', content: 'delete' }, 400, M.passwordWrong],
      [{ password: me.password }, 400, M.contentRequired],
      [{ password: me.password, content: 'burn' }, 400, M.contentRequired],
      [{ content: 'delete' }, 400, M.passwordRequired],
      [{ password: 12, content: 'delete' }, 400, M.passwordRequired],
    ];
    for (const [payload, status, message] of cases) {
      const res = await inject('POST', '/api/players/me/deletion', me.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.body).toContain(message);
    }
    expect(
      (await inject('POST', '/api/players/me/deletion', undefined, { password: 'x' })).statusCode,
    ).toBe(401);
    expect((await inject('GET', '/api/players/me/deletion')).statusCode).toBe(401);
    expect((await inject('GET', '/api/players/me/deletion', me.auth)).json()).toEqual({
      deletion: null,
    });
    expect(
      await t.db.select().from(accountDeletions).where(eq(accountDeletions.playerId, me.row.id)),
    ).toEqual([]);
    // Still signed in.
    expect((await inject('GET', '/api/players/me', me.auth)).statusCode).toBe(200);
  });

  it('asks with the password, signs out everywhere, and a sign-in in the grace can cancel it', async () => {
    const me = await player('Aminah Cancel');
    const asked = await inject('POST', '/api/players/me/deletion', me.auth, {
      password: me.password,
      content: 'anonymise',
    });
    expect(asked.statusCode).toBe(202);
    const { deletion } = asked.json();
    expect(deletion).toMatchObject({ status: 'pending', content: 'anonymise' });
    const graceMs = new Date(deletion.dueAt).getTime() - new Date(deletion.requestedAt).getTime();
    expect(graceMs).toBe(14 * 86_400_000);
    // Every session ended; a security mail names the date and how to cancel.
    expect((await inject('GET', '/api/players/me', me.auth)).statusCode).toBe(401);
    const mail = await waitForMail(
      t,
      (m) => m.to === me.row.email && /will be deleted/.test(m.subject),
    );
    expect(mail.text).toContain('Cancel deletion');

    const again = await signIn(me.row.username, me.password);
    expect((await inject('GET', '/api/players/me/deletion', again)).json().deletion).toMatchObject({
      dueAt: deletion.dueAt,
    });
    const twice = await inject('POST', '/api/players/me/deletion', again, {
      password: me.password,
      content: 'delete',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(M.alreadyPending);

    const cancelled = await inject('DELETE', '/api/players/me/deletion', again);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ deletion: null });
    expect((await inject('DELETE', '/api/players/me/deletion', again)).statusCode).toBe(409);
    await waitForMail(t, (m) => m.to === me.row.email && /will not be deleted/.test(m.subject));

    // Cancelled is final: the grace ending later deletes nothing.
    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.targetId, me.row.id))
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['privacy.deletion-requested', 'privacy.deletion-cancelled']),
    );
  });

  it('five wrong passwords in 15 minutes stop every password check of the player (429)', async () => {
    const me = await player('Gina Guesser');
    for (let i = 0; i < 5; i++) {
      const res = await inject('POST', '/api/players/me/deletion', me.auth, {
        password: `wrong-${i}`,
        content: 'delete',
      });
      expect(res.statusCode).toBe(400);
    }
    const right = await inject('POST', '/api/players/me/deletion', me.auth, {
      password: me.password,
      content: 'delete',
    });
    expect(right.statusCode).toBe(429);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/players/me/password',
      headers: me.auth,
      payload: { currentPassword: me.password, newPassword: 'a-new-password-123' },
    });
    expect(change.statusCode).toBe(429);
    expect((await inject('GET', '/api/players/me/deletion', me.auth)).json().deletion).toBeNull();
  });

  it('with two-factor on, the code is needed too', async () => {
    const me = await player('Farid Twofactor');
    const setup = await inject('POST', '/api/players/me/two-factor/setup', me.auth, {});
    const step = Math.floor(Date.now() / 30_000);
    const on = await inject('POST', '/api/players/me/two-factor/enable', me.auth, {
      code: await currentTotp(setup.json().secret, step * 30),
    });
    expect(on.statusCode).toBe(200);
    const noCode = await inject('POST', '/api/players/me/deletion', me.auth, {
      password: me.password,
      content: 'delete',
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error).toBe(M.codeRequired);
    const wrong = await inject('POST', '/api/players/me/deletion', me.auth, {
      password: me.password,
      content: 'delete',
      code: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect((await inject('GET', '/api/players/me/deletion', me.auth)).json().deletion).toBeNull();
    const ok = await inject('POST', '/api/players/me/deletion', me.auth, {
      password: me.password,
      content: 'delete',
      code: await currentTotp(setup.json().secret, (step + 1) * 30),
    });
    expect(ok.statusCode).toBe(202);
  });

  it('once the grace ends: data gone, posts kept as "Former member" or removed as chosen, receipts kept minimal, portal told', async () => {
    const keeper = await player('Kamal Keeper');
    const remover = await player('Rina Remover');
    const other = await player('Other Person');
    const [otherPost] = await t.db
      .insert(posts)
      .values({ authorId: other.row.id, postType: 'text', content: 'Other post' })
      .returning();
    const [kept] = await t.db
      .insert(posts)
      .values({ authorId: keeper.row.id, postType: 'text', content: 'Keep my words' })
      .returning();
    await t.db.insert(postComments).values([
      { postId: otherPost!.id, playerId: keeper.row.id, comment: 'Kept comment' },
      { postId: otherPost!.id, playerId: remover.row.id, comment: 'Removed comment' },
    ]);
    await t.db.insert(postLikes).values({ postId: otherPost!.id, playerId: keeper.row.id });
    const [removed] = await t.db
      .insert(posts)
      .values({ authorId: remover.row.id, postType: 'text', content: 'Remove me' })
      .returning();
    await t.db.insert(membershipPayments).values({
      playerId: keeper.row.id,
      memberId: keeper.row.playerId,
      typeName: 'Adult annual',
      receiptYear: 2026,
      receiptSeq: 990001,
      receiptNumber: 'MPA-2026-990001',
      amountSen: 5000,
      provider: 'staff',
      method: 'bank_transfer',
      reference: 'Kamal Keeper transfer',
      paidOn: '2026-11-01',
      idempotencyKey: 'deletion-test-payment',
    });
    // Kamal registered at 16: his guardian's details go with his account.
    await t.db.insert(playerGuardians).values({
      playerId: keeper.row.id,
      fullName: 'Guardian of Kamal',
      icCiphertext: 'sealed',
      icKeyId: 'k1',
      icLast4: '5511',
      contact: '019-876 5432',
      consentedAt: new Date(),
    });
    for (const [who, content] of [
      [keeper, 'anonymise'],
      [remover, 'delete'],
    ] as const) {
      const res = await inject('POST', '/api/players/me/deletion', who.auth, {
        password: who.password,
        content,
      });
      expect(res.statusCode).toBe(202);
    }

    // The clock is guarded: no token, no time travel.
    expect((await advanceDays(15, 'wrong-token-wrong-token-wrong')).statusCode).toBe(401);
    expect((await advanceDays(0)).statusCode).toBe(400);
    // 13 days on: still in grace, nothing deleted.
    expect((await advanceDays(13)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await t.db.select().from(players).where(eq(players.id, keeper.row.id))).toHaveLength(1);

    expect((await advanceDays(2)).statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await t.db.select().from(players).where(eq(players.id, remover.row.id))).length +
          (await t.db.select().from(players).where(eq(players.id, keeper.row.id))).length,
      )
      .toBe(0);

    expect(
      await t.db.select().from(playerGuardians).where(eq(playerGuardians.playerId, keeper.row.id)),
    ).toEqual([]);

    // Kept as "Former member": the post and comment stay without an author; the like went.
    const feed = (await inject('GET', '/api/posts?limit=50', other.auth)).json();
    const list = (Array.isArray(feed) ? feed : feed.posts) as {
      _id: string;
      author: { playerId: string | null; fullName: string };
      comments: { playerId: string | null; fullName: string; comment: string }[];
      likes: string[];
    }[];
    const keptPost = list.find((p) => p._id === kept!.id);
    expect(keptPost?.author).toMatchObject({ playerId: null, fullName: 'Former member' });
    const otherOnFeed = list.find((p) => p._id === otherPost!.id)!;
    expect(otherOnFeed.comments.map((c) => [c.playerId, c.fullName, c.comment])).toEqual([
      [null, 'Former member', 'Kept comment'],
    ]);
    expect(otherOnFeed.likes).toEqual([]);
    expect(list.some((p) => p._id === removed!.id)).toBe(false);
    expect(JSON.stringify(list)).not.toContain('Kamal Keeper');

    // The receipt stays, detached and minimal.
    const [receipt] = await t.db
      .select()
      .from(membershipPayments)
      .where(eq(membershipPayments.receiptNumber, 'MPA-2026-990001'));
    expect(receipt).toMatchObject({
      playerId: null,
      memberId: keeper.row.playerId,
      amountSen: 5000,
      paidOn: '2026-11-01',
      reference: '',
    });
    // The portal hears of both, through the outbox.
    const queued = await t.db
      .select()
      .from(portalOutbox)
      .where(eq(portalOutbox.action, 'delete-player'));
    expect(queued.map((q) => q.memberId)).toEqual(
      expect.arrayContaining([keeper.row.playerId, remover.row.playerId]),
    );
    const done = await t.db
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.memberId, keeper.row.playerId)));
    expect(done[0]).toMatchObject({ status: 'completed', playerId: null });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.account-deleted'));
    expect(audit.map((a) => a.targetId)).toEqual(
      expect.arrayContaining([keeper.row.id, remover.row.id]),
    );
    // The deleted account cannot sign in.
    expect(
      (
        await inject('POST', '/api/players/login', undefined, {
          username: keeper.row.username,
          password: keeper.password,
        })
      ).statusCode,
    ).toBe(401);

    // Staff see the deletions; other roles do not.
    expect((await inject('GET', '/api/admin/privacy/deletions', moderator)).statusCode).toBe(403);
    const staffList = (await inject('GET', '/api/admin/privacy/deletions', officer)).json() as {
      memberId: string;
      status: string;
      fullName: string | null;
    }[];
    const keeperRow = staffList.find((d) => d.memberId === keeper.row.playerId);
    expect(keeperRow).toMatchObject({
      status: 'completed',
      fullName: null,
      playerRef: keeper.row.id,
    });
    // Its audit trail outlives the account.
    const trail = (
      await inject('GET', `/api/admin/privacy/players/${keeper.row.id}/trail`, officer)
    ).json() as { action: string; actorKind: string }[];
    expect(trail.map((e) => [e.action, e.actorKind])).toEqual([
      ['privacy.account-deleted', 'system'],
      ['privacy.deletion-requested', 'player'],
    ]);
  });

  it("staff see the exports players made and the trail of each player's requests", async () => {
    const me = await player('Ezra Exporter');
    expect((await inject('POST', '/api/players/me/data-exports', me.auth, {})).statusCode).toBe(
      202,
    );
    for (const url of [
      '/api/admin/privacy/exports',
      `/api/admin/privacy/players/${me.row.id}/trail`,
    ])
      expect((await inject('GET', url, moderator)).statusCode).toBe(403);
    const exports = (await inject('GET', '/api/admin/privacy/exports', officer)).json() as {
      player: { _id: string; fullName: string };
      status: string;
    }[];
    expect(exports.find((e) => e.player._id === me.row.id)).toMatchObject({
      player: { fullName: 'Ezra Exporter', playerId: me.row.playerId },
    });
    const trail = (
      await inject('GET', `/api/admin/privacy/players/${me.row.id}/trail`, officer)
    ).json() as { action: string }[];
    expect(trail.map((e) => e.action)).toEqual(['privacy.export-requested']);
    expect(
      (await inject('GET', '/api/admin/privacy/players/not-a-uuid/trail', officer)).statusCode,
    ).toBe(400);
  });
});

describe('the test clock', () => {
  it('does not exist unless TEST_CLOCK_TOKEN is set', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test-clock/advance',
        headers: { 'x-test-clock-token': CLOCK_TOKEN },
        payload: { days: 15 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
