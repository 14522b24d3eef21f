import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer } from '../../../test/factories/players';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe("where you're signed in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function playerSignIn(username: string, password: string, userAgent: string, ip: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
      payload: { username, password },
    });
    return { authorization: `Bearer ${res.json().token}` };
  }

  it('lists a player’s sessions with device and address, and ends one or all others', async () => {
    const { player, password } = await createPlayer(t.db);
    const phone = await playerSignIn(player.username, password, SAFARI_IPHONE, '203.0.113.5');
    const laptop = await playerSignIn(player.username, password, CHROME_WINDOWS, '198.51.100.9');
    const third = await playerSignIn(player.username, password, CHROME_WINDOWS, '198.51.100.10');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/players/me/sessions',
      headers: laptop,
    });
    const sessions = list.json() as {
      _id: string;
      device: string;
      browser: string | null;
      os: string | null;
      ip: string;
      current: boolean;
    }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.find((s) => s.current)).toMatchObject({
      device: 'Chrome on Windows',
      ip: '198.51.100.9',
    });
    const phoneSession = sessions.find((s) => s.ip === '203.0.113.5')!;
    // `device` stays for older clients; our pages label it in their language from the parts.
    expect(phoneSession).toMatchObject({ device: 'Safari on iOS', browser: 'Safari', os: 'iOS' });

    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/players/me/sessions/${phoneSession._id}`,
      headers: laptop,
    });
    expect(end.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/players/me', headers: phone })).statusCode,
    ).toBe(401);

    const others = await t.app.inject({
      method: 'POST',
      url: '/api/players/me/sessions/end-others',
      headers: laptop,
    });
    expect(others.json()).toMatchObject({ ended: 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/players/me', headers: third })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/players/me', headers: laptop })).statusCode,
    ).toBe(200);
  });

  it("cannot end someone else's session", async () => {
    const a = await createPlayer(t.db);
    const b = await createPlayer(t.db);
    const aAuth = await playerSignIn(a.player.username, a.password, CHROME_WINDOWS, '192.0.2.1');
    const bAuth = await playerSignIn(b.player.username, b.password, CHROME_WINDOWS, '192.0.2.2');
    const bSessions = (
      await t.app.inject({ method: 'GET', url: '/api/players/me/sessions', headers: bAuth })
    ).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/players/me/sessions/${bSessions[0]._id}`,
      headers: aAuth,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/players/me', headers: bAuth })).statusCode,
    ).toBe(200);
  });

  it('staff: changing the password ends every other session', async () => {
    const member = await createAdmin(t.db, { roles: ['content_editor'] });
    const one = {
      authorization: `Bearer ${(await loginAdmin(t.app, member.username, member.password)).token}`,
    };
    const two = {
      authorization: `Bearer ${(await loginAdmin(t.app, member.username, member.password)).token}`,
    };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/sessions', headers: one })).json(),
    ).toHaveLength(2);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      headers: one,
      payload: { currentPassword: member.password, newPassword: 'another-long-password' },
    });
    expect(change.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: two })).statusCode,
    ).toBe(401);
    const left = (
      await t.app.inject({ method: 'GET', url: '/api/admin/sessions', headers: one })
    ).json();
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });
});
