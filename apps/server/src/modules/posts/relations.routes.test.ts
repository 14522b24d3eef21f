import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { multipart } from '../../../test/multipart';
import { auditLog } from '../../db/schema/index';
import { createClock } from '../../lib/clock';

type Auth = { authorization: string };

describe('mute, block, and restrictions for a period', () => {
  let t: TestApp;
  let moderator: Auth;
  const clock = createClock();
  beforeAll(async () => {
    t = await buildTestApp({}, {}, undefined, { clock });
    const m = await createAdmin(t.db, { roles: ['moderator'] });
    moderator = {
      authorization: `Bearer ${(await loginAdmin(t.app, m.username, m.password)).token}`,
    };
  });
  afterAll(() => t.close());

  async function player(fullName: string) {
    const { player: row } = await createPlayer(t.db, { fullName });
    const { token } = await playerSession(t, row.id);
    return { id: row.id, auth: { authorization: `Bearer ${token}` } as Auth };
  }

  async function post(auth: Auth, content: string) {
    const body = multipart({ content });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    return res;
  }

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    auth?: Auth,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(auth ? { headers: auth } : {}),
      ...(payload ? { payload } : {}),
    });

  it('lists, adds and removes mutes and blocks; refuses oneself, strangers and bad kinds', async () => {
    const me = await player('Mira Muter');
    const loud = await player('Loud Larry');
    const rude = await player('Rude Rudy');
    expect(
      (await call('PUT', `/api/players/me/relations/mute/${loud.id}`, me.auth)).json(),
    ).toEqual({
      muted: [{ playerId: loud.id, fullName: 'Loud Larry' }],
      blocked: [],
    });
    await call('PUT', `/api/players/me/relations/block/${rude.id}`, me.auth);
    await call('PUT', `/api/players/me/relations/block/${rude.id}`, me.auth);
    const both = (await call('GET', '/api/players/me/relations', me.auth)).json();
    expect(both.blocked).toEqual([{ playerId: rude.id, fullName: 'Rude Rudy' }]);
    // Nobody else sees my list.
    expect((await call('GET', '/api/players/me/relations', loud.auth)).json()).toEqual({
      muted: [],
      blocked: [],
    });

    const self = await call('PUT', `/api/players/me/relations/mute/${me.id}`, me.auth);
    expect([self.statusCode, self.json().error]).toEqual([
      400,
      'You cannot mute or block yourself',
    ]);
    expect(
      (
        await call(
          'PUT',
          '/api/players/me/relations/mute/00000000-0000-4000-8000-000000000000',
          me.auth,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/players/me/relations/ignore/${loud.id}`, me.auth)).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/api/players/me/relations/mute/${loud.id}`)).statusCode).toBe(401);

    expect(
      (await call('DELETE', `/api/players/me/relations/mute/${loud.id}`, me.auth)).json().muted,
    ).toEqual([]);
  });

  it('stops a blocked player commenting on the blocker’s posts, and only those', async () => {
    const author = await player('Bea Blocker');
    const other = await player('Other Author');
    const troll = await player('Troll');
    const mine = (await post(author.auth, 'My doubles night')).json();
    const theirs = (await post(other.auth, 'Open play')).json();
    await call('PUT', `/api/players/me/relations/block/${troll.id}`, author.auth);

    const refused = await call('POST', `/api/posts/${mine._id}/comment`, troll.auth, {
      comment: 'Boo',
    });
    expect([refused.statusCode, refused.json().error]).toEqual([
      403,
      'This player does not accept comments from you',
    ]);
    expect(
      (await call('POST', `/api/posts/${theirs._id}/comment`, troll.auth, { comment: 'Hi' }))
        .statusCode,
    ).toBe(200);
    await call('DELETE', `/api/players/me/relations/block/${troll.id}`, author.auth);
    expect(
      (await call('POST', `/api/posts/${mine._id}/comment`, troll.auth, { comment: 'Sorry' }))
        .statusCode,
    ).toBe(200);
  });

  it('restricts a player from posting for a number of days; it lifts by itself', async () => {
    const spammer = await player('Sam Spammer');
    const set = await call('PUT', `/api/players/${spammer.id}/posting-block`, moderator, {
      blocked: true,
      reason: 'Repeated adverts',
      days: 3,
    });
    expect(set.statusCode).toBe(200);
    const blocked = await post(spammer.auth, 'Buy now');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toContain('Repeated adverts');
    expect(
      (
        await call('PUT', `/api/players/${spammer.id}/posting-block`, moderator, {
          blocked: true,
          reason: 'x',
          days: 400,
        })
      ).statusCode,
    ).toBe(400);

    clock.advance(2 * 86_400_000);
    expect((await post(spammer.auth, 'Still?')).statusCode).toBe(403);
    clock.advance(1.5 * 86_400_000);
    expect((await post(spammer.auth, 'Back, and behaving')).statusCode).toBe(201);

    // The restriction is in the audit log with its end.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, spammer.id));
    expect(JSON.stringify(entries)).toContain('postingBlockedUntil');
  });
});
