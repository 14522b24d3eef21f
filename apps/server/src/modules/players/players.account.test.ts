import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { waitForMail } from '../../../test/mail';

describe('player sign-in, profile and inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('logs in with {token, player} and the session cookie; the token works as bearer and cookie', async () => {
    const { player, password } = await createPlayer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { username: player.username.toUpperCase(), password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['player', 'token']);
    expect(body.player).toEqual({
      id: player.id,
      playerId: player.playerId,
      fullName: player.fullName,
      email: player.email,
      username: player.username,
      profilePicture: null,
      status: 'active',
      phoneNumber: player.phoneNumber,
      gender: player.gender,
      city: player.city,
      state: player.state,
      language: 'en',
    });
    const cookie = res.cookies.find((c) => c.name === 'mpa_player_session');
    expect(cookie?.httpOnly).toBe(true);
    for (const headers of [
      { authorization: `Bearer ${body.token}` },
      { cookie: `mpa_player_session=${cookie!.value}` },
    ]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/players/me', headers });
      expect(me.statusCode).toBe(200);
      expect(me.json()._id).toBe(player.id);
    }
  });

  it('refuses a wrong password (401) and suspended or inactive accounts (403)', async () => {
    const { player, password } = await createPlayer(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { username: player.username, password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Invalid username or password');
    for (const status of ['suspended', 'inactive'] as const) {
      const other = await createPlayer(t.db, { status });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/players/login',
        payload: { username: other.player.username, password: other.password },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(`Your account is ${status}. Please contact the association.`);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/players/login',
          payload: { username: player.username, password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('logout ends the session on the server', async () => {
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/players/logout', headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/players/me', headers })).statusCode,
    ).toBe(401);
  });

  it('lets a player read and edit only their own profile, never status, member number or IC', async () => {
    const me = await createPlayer(t.db);
    const other = await createPlayer(t.db);
    const { token } = await playerSession(t, me.player.id);
    const headers = { authorization: `Bearer ${token}` };

    for (const id of [other.player.id, other.player.playerId]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/players/${id}`, headers })).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/players/${id}/messages`, headers }))
          .statusCode,
      ).toBe(403);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/players/${id}`,
        headers,
        payload: { fullName: 'Hijacked' },
      });
      expect(patch.statusCode).toBe(403);
    }
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/players/${me.player.playerId}`,
      headers,
    });
    expect(own.statusCode).toBe(200);
    // The IC number is masked even for its owner, who may ask to see it ("show").
    expect(own.json().icNumber).toBe(`******-**-${me.player.icNumber.slice(-4)}`);
    const shown = await t.app.inject({
      method: 'POST',
      url: `/api/players/${me.player.id}/ic-number/reveal`,
      headers,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toEqual({ icNumber: me.player.icNumber });
    const othersIc = await t.app.inject({
      method: 'POST',
      url: `/api/players/${other.player.id}/ic-number/reveal`,
      headers,
    });
    expect(othersIc.statusCode).toBe(403);
    expect(othersIc.body).not.toContain(other.player.icNumber);

    const update = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${me.player.id}`,
      headers,
      payload: {
        // The name is the one on file: a player cannot change it here (round 2, item 7).
        fullName: me.player.fullName,
        email: me.player.email,
        phoneNumber: '019-888 7777',
        // Gender and rating are checked by the association too (issue 39): sent back as they
        // are, they are fine; the masked IC an old form echoes is ignored.
        gender: me.player.gender,
        addressLine1: '5 Jalan Baru',
        city: 'Ipoh',
        state: 'Perak',
        status: 'active',
        playerId: 'MPA999999',
        icNumber: `******-**-${me.player.icNumber.slice(-4)}`,
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      fullName: me.player.fullName,
      state: 'Perak',
      status: 'active',
      playerId: me.player.playerId,
    });
    expect(update.json().icNumber).toBe(`******-**-${me.player.icNumber.slice(-4)}`);
    const afterUpdate = await t.app.inject({
      method: 'POST',
      url: `/api/players/${me.player.id}/ic-number/reveal`,
      headers,
    });
    expect(afterUpdate.json()).toEqual({ icNumber: me.player.icNumber });

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${me.player.id}`,
      headers,
      payload: { fullName: '' },
    });
    expect(bad.statusCode).toBe(400);
    const taken = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${me.player.id}`,
      headers,
      payload: {
        fullName: me.player.fullName,
        email: other.player.email,
        phoneNumber: '0123456789',
        addressLine1: 'a',
        city: 'b',
        state: 'Perak',
      },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toBe('Email already registered');
  });

  it('marks inbox messages read, only the player’s own', async () => {
    const me = await createPlayer(t.db);
    const other = await createPlayer(t.db);
    await t.db.execute(
      sql`insert into messages (player_id, subject, body) values (${me.player.id}, 'Hello', 'First'), (${other.player.id}, 'Hi', 'Theirs')`,
    );
    const { token } = await playerSession(t, me.player.id);
    const headers = { authorization: `Bearer ${token}` };
    const inbox = (
      await t.app.inject({ method: 'GET', url: `/api/players/${me.player.id}/messages`, headers })
    ).json();
    expect(inbox).toHaveLength(1);
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${me.player.id}/messages/${inbox[0]._id}/read`,
      headers,
    });
    expect(read.json()).toMatchObject({ _id: inbox[0]._id, read: true });

    const theirs = await t.db.execute(
      sql`select id from messages where player_id = ${other.player.id}`,
    );
    const theirId = (theirs as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const steal = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${me.player.id}/messages/${theirId}/read`,
      headers,
    });
    expect(steal.statusCode).toBe(404);
    const junk = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${me.player.id}/messages/not-an-id/read`,
      headers,
    });
    expect(junk.statusCode).toBe(404);
    expect(junk.json().error).toBe('Message not found');
  });
});

describe('password recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { PUBLIC_URL: 'https://mpa.example' });
  });
  afterAll(() => t.close());

  async function requestReset(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/forgot-password',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('e-mails a one-time link (never a password) that resets the password and ends old sessions', async () => {
    const { player, password } = await createPlayer(t.db);
    const { token: oldSession } = await playerSession(t, player.id);
    const unknown = await requestReset('nobody@example.test');
    const known = await requestReset(player.email.toUpperCase());
    expect(known).toEqual(unknown);

    const mail = await waitForMail(t, (m) => m.to === player.email);
    expect(mail.text).not.toContain(password);
    const token = /reset-password\?token=([\w%-]+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain('https://mpa.example/player/reset-password?token=');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/players/reset-password',
      payload: {
        token: decodeURIComponent(token),
        password: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      },
    });
    expect(reset.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/players/reset-password',
      payload: { token: decodeURIComponent(token), password: 'another-pass-1' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This reset link is invalid or has expired');

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/players/me',
          headers: { authorization: `Bearer ${oldSession}` },
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
          payload: { username: player.username, password: 'brand-new-pass' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { player } = await createPlayer(t.db);
    await requestReset(player.email);
    const mail = await waitForMail(t, (m) => m.to === player.email);
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail.text)![1]!);
    await t.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute' where player_id = ${player.id}`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/reset-password',
      payload: { token, password: 'whatever-123' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('limits reset requests to 5 per e-mail per hour', async () => {
    const { player } = await createPlayer(t.db);
    for (let i = 0; i < 5; i++) await requestReset(player.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/forgot-password',
      payload: { email: player.email },
    });
    expect(res.statusCode).toBe(429);
  });
});
