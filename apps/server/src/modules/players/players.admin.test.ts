import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays, todayInMalaysia } from '@app/shared/membership';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createMembershipType, giveTerm } from '../../../test/factories/membership';
import { createPlayer, playerSession, randomIcNumber } from '../../../test/factories/players';
import { registrationRequest } from '../../../test/factories/registration';
import { pngImage } from '../../../test/images';

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>) {
  return (await t.db.execute(query)) as unknown as { rows: T[] };
}

describe('admin player management', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createAdmin(t.db);
    admin = { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
  });
  afterAll(() => t.close());

  it('refuses every admin-only player route to anonymous callers (401) and players (403)', async () => {
    const { player } = await createPlayer(t.db);
    const victim = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    const calls = [
      { method: 'GET', url: '/api/players' },
      { method: 'GET', url: '/api/players?limit=5' },
      { method: 'DELETE', url: `/api/players/${victim.player.id}` },
      { method: 'GET', url: `/api/players/${victim.player.id}/credentials` },
      { method: 'POST', url: `/api/players/${victim.player.id}/reset-password` },
      {
        method: 'POST',
        url: `/api/players/${victim.player.id}/send-message`,
        payload: { subject: 's', message: 'm' },
      },
      {
        method: 'POST',
        url: '/api/players/all/send-message',
        payload: { subject: 's', message: 'm' },
      },
      { method: 'GET', url: '/api/messages?limit=50' },
    ] as const;
    for (const call of calls) {
      const anon = await t.app.inject(call);
      expect(anon.statusCode, `${call.method} ${call.url}`).toBe(401);
      const asPlayer = await t.app.inject({
        ...call,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(asPlayer.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    // A player cannot make themselves or anyone else an admin-edited record.
    const selfSuspend = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${victim.player.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'suspended' },
    });
    expect(selfSuspend.statusCode).toBe(403);
    expect(
      (
        await rows<{ status: string }>(
          t,
          sql`select status from players where id = ${victim.player.id}`,
        )
      ).rows[0]!.status,
    ).toBe('active');
  });

  it('lists the whole array without paging parameters, and pages with filters and X-Total-Count', async () => {
    const tag = `zq${Date.now()}`;
    for (let i = 0; i < 5; i++)
      await createPlayer(t.db, {
        fullName: `${tag} Player ${i}`,
        status: i === 4 ? 'suspended' : 'active',
        icNumber: randomIcNumber(i < 2 ? 2012 : 1980, 1, 1),
      });
    const all = await t.app.inject({ method: 'GET', url: '/api/players', headers: admin });
    expect(Array.isArray(all.json())).toBe(true);
    expect(Number(all.headers['x-total-count'])).toBe(all.json().length);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/players?q=${tag}&limit=2&offset=0`,
      headers: admin,
    });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('5');
    const rest = await t.app.inject({
      method: 'GET',
      url: `/api/players?q=${tag}&limit=2&offset=4`,
      headers: admin,
    });
    expect(rest.json()).toHaveLength(1);

    const suspended = await t.app.inject({
      method: 'GET',
      url: `/api/players?q=${tag}&status=suspended`,
      headers: admin,
    });
    expect(suspended.headers['x-total-count']).toBe('1');
    const under18 = await t.app.inject({
      method: 'GET',
      url: `/api/players?q=${tag}&age=under-18`,
      headers: admin,
    });
    expect(under18.headers['x-total-count']).toBe('2');
    expect(under18.json().every((p: { age: number }) => p.age < 18)).toBe(true);
    const over60 = await t.app.inject({
      method: 'GET',
      url: `/api/players?q=${tag}&age=over-60`,
      headers: admin,
    });
    expect(over60.headers['x-total-count']).toBe('0');
    // Lists show the IC masked, even to staff; a whole number or its last four digits finds it.
    const first = page.json()[0] as { _id: string; icNumber: string };
    expect(first.icNumber).toMatch(/^\*{6}-\*{2}-\d{4}$/);
    const full = await t.app.inject({
      method: 'POST',
      url: `/api/players/${first._id}/ic-number/reveal`,
      headers: admin,
    });
    expect(full.json().icNumber).toMatch(/^\d{12}$/);
    expect(full.json().icNumber.slice(-4)).toBe(first.icNumber.slice(-4));
    for (const q of [
      full.json().icNumber,
      `${full.json().icNumber.slice(0, 6)}-${full.json().icNumber.slice(6, 8)}-${full.json().icNumber.slice(8)}`,
    ]) {
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/players?q=${q}`,
        headers: admin,
      });
      expect(found.json().map((p: { _id: string }) => p._id)).toEqual([first._id]);
    }
    const byLast4 = await t.app.inject({
      method: 'GET',
      url: `/api/players?q=${first.icNumber.slice(-4)}&limit=100`,
      headers: admin,
    });
    expect(byLast4.json().map((p: { _id: string }) => p._id)).toContain(first._id);

    for (const bad of [
      'limit=0',
      'limit=abc',
      'status=deleted',
      'age=teen',
      'membership=lapsed',
      'offset=-1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/players?${bad}`, headers: admin });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('filters the paged list by membership on the server, as the Membership section links it', async () => {
    const tag = `zm${Date.now()}`;
    const type = await createMembershipType(t.db);
    const today = todayInMalaysia();
    const expiring = await createPlayer(t.db, { fullName: `${tag} Expiring` });
    await giveTerm(t.db, expiring.player.id, type.id, addDays(today, -355), addDays(today, 10));
    const lapsed = await createPlayer(t.db, { fullName: `${tag} Lapsed` });
    await giveTerm(t.db, lapsed.player.id, type.id, addDays(today, -700), addDays(today, -300));
    await createPlayer(t.db, { fullName: `${tag} Never` });

    const names = async (membership: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/players?q=${tag}&membership=${membership}&limit=20&offset=0`,
        headers: admin,
      });
      expect(res.statusCode, membership).toBe(200);
      expect(res.headers['x-total-count'], membership).toBe(String(res.json().length));
      return res.json().map((p: { fullName: string }) => p.fullName);
    };
    expect(await names('expiring')).toEqual([`${tag} Expiring`]);
    expect(await names('active')).toEqual([`${tag} Expiring`]);
    expect(await names('expired')).toEqual([`${tag} Lapsed`]);
    expect(await names('none')).toEqual([`${tag} Never`]);
    expect(await names('grace')).toEqual([]);
  });

  it('edits a player (not the IC) and suspending revokes their sessions', async () => {
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${player.playerId}`,
      headers: admin,
      payload: {
        fullName: 'Edited Name',
        email: player.email,
        phoneNumber: '0123456789',
        gender: 'Male',
        addressLine1: 'x',
        city: 'Ipoh',
        state: 'Perak',
        status: 'active',
        icNumber: '111111111111',
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      fullName: 'Edited Name',
      icNumber: `******-**-${player.icNumber.slice(-4)}`,
    });

    const suspend = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${player.id}`,
      headers: admin,
      payload: { status: 'suspended' },
    });
    expect(suspend.json().status).toBe('suspended');
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/players/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(next.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${player.id}`,
      headers: admin,
      payload: { status: 'banned' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows credentials without a hash, and resets the password once with session revocation', async () => {
    const { player, password } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    const creds = await t.app.inject({
      method: 'GET',
      url: `/api/players/${player.id}/credentials`,
      headers: admin,
    });
    expect(creds.json()).toEqual({
      username: player.username,
      hasPassword: true,
      passwordUpdatedAt: expect.any(String),
    });
    expect(creds.body).not.toMatch(/argon|\$/);

    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/players/${player.id}/reset-password`,
      headers: admin,
    });
    const { newPassword } = reset.json();
    expect(newPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/players/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/players/login',
          payload: { username: player.username, password },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/players/login',
          payload: { username: player.username, password: newPassword },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('messages one player, and broadcasts once to every active player in one call', async () => {
    const active = await Promise.all([createPlayer(t.db), createPlayer(t.db), createPlayer(t.db)]);
    const suspended = await createPlayer(t.db, { status: 'suspended' });
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/players/${active[0]!.player.id}/send-message`,
      headers: admin,
      payload: { subject: 'Hi', message: 'Just you' },
    });
    expect(one.json()).toEqual({ success: true, message: 'Message sent successfully!' });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/players/${active[0]!.player.id}/send-message`,
      headers: admin,
      payload: { subject: '  ', message: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please fill in both subject and message');

    const activeCount = Number(
      (
        await rows<{ n: number }>(
          t,
          sql`select count(*)::int as n from players where status = 'active'`,
        )
      ).rows[0]!.n,
    );
    const subject = `Broadcast ${Date.now()}`;
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/players/all/send-message',
      headers: admin,
      payload: { subject, message: 'Everyone' },
    });
    expect(all.json()).toMatchObject({ success: true, sent: activeCount, failed: 0 });
    const perPlayer = await rows<{ player_id: string; n: number }>(
      t,
      sql`select player_id, count(*)::int as n from messages where subject = ${subject} group by player_id`,
    );
    expect(perPlayer.rows).toHaveLength(activeCount);
    expect(perPlayer.rows.every((r) => Number(r.n) === 1)).toBe(true);
    expect(perPlayer.rows.some((r) => r.player_id === suspended.player.id)).toBe(false);

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/messages?limit=50',
      headers: admin,
    });
    const items = history.json().filter((m: { subject: string }) => m.subject === subject);
    expect(items).toHaveLength(Math.min(activeCount, 50));
    expect(new Set(items.map((m: { createdAt: string }) => m.createdAt)).size).toBe(1);
    expect(items[0]).toMatchObject({
      playerName: expect.any(String),
      playerUsername: expect.any(String),
      message: 'Everyone',
    });
  });

  it('deletes a player with their sessions, messages and picture', async () => {
    const { fields, request } = registrationRequest({}, [
      {
        field: 'profilePicture',
        filename: 'p.png',
        contentType: 'image/png',
        data: await pngImage(),
      },
    ]);
    const created = (await t.app.inject(request)).json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { username: fields.username, password: fields.password },
    });
    const token = login.json().token;
    expect((await t.app.inject({ method: 'GET', url: created.profilePicture })).statusCode).toBe(
      200,
    );

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/players/${created._id}`,
      headers: admin,
    });
    expect(del.json()).toEqual({ success: true, message: 'Player deleted' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/players/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    for (const table of ['players', 'sessions', 'messages']) {
      const column = table === 'players' ? 'id' : 'player_id';
      const n = await rows<{ n: number }>(
        t,
        sql.raw(`select count(*)::int as n from ${table} where ${column} = '${created._id}'`),
      );
      expect(Number(n.rows[0]!.n), table).toBe(0);
    }
    expect((await t.app.inject({ method: 'GET', url: created.profilePicture })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/players/${created._id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('never returns a password hash from any players endpoint', async () => {
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/players', headers: admin }),
      t.app.inject({ method: 'GET', url: `/api/players/${player.id}`, headers: admin }),
      t.app.inject({
        method: 'GET',
        url: '/api/players/me',
        headers: { authorization: `Bearer ${token}` },
      }),
      t.app.inject({ method: 'GET', url: `/api/players/${player.id}/credentials`, headers: admin }),
    ]);
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/\$argon2|passwordHash|password_hash/);
    }
  });
});
