import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';

describe('admin sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('signs in: token in JSON and an HttpOnly, SameSite=Lax session cookie', async () => {
    const { username, password, admin } = await createAdmin(t.db, { roles: ['content_editor'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.admin).toEqual({
      _id: admin.id,
      username,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      fullName: admin.fullName,
      email: admin.email,
      roles: ['content_editor'],
      twoFactorEnabled: false,
      twoFactorRequired: false,
      mustEnrolTwoFactor: false,
      language: 'en',
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|sessionId/);
    const cookie = res.cookies.find((c) => c.name === 'mpa_admin_session');
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
  });

  it('stores only a hash of the session token', async () => {
    const { username, password } = await createAdmin(t.db);
    const { token } = await loginAdmin(t.app, username, password);
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where token_hash = ${token}`,
    );
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });

  it('is case-insensitive on the username', async () => {
    const { username, password } = await createAdmin(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: username.toUpperCase(), password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password or unknown username with the same message', async () => {
    const { username } = await createAdmin(t.db);
    for (const payload of [
      { username, password: 'wrong-password' },
      { username: 'nobody-here', password: 'whatever' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Invalid username or password');
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('requires username and password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
  });

  it('accepts the session as a bearer token and as a cookie', async () => {
    const { username, password } = await createAdmin(t.db);
    const { token, cookie } = await loginAdmin(t.app, username, password);
    const viaBearer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json().username).toBe(username);
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().username).toBe(username);
  });

  it('refuses unknown, malformed and expired tokens', async () => {
    const { admin, username, password } = await createAdmin(t.db);
    for (const authorization of [
      'Bearer nonsense',
      'Bearer ',
      'Basic abc',
      `Bearer ${'x'.repeat(500)}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
    }
    const { token } = await loginAdmin(t.app, username, password);
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where admin_id = ${admin.id}`,
    );
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('logout revokes the session on the server and clears the cookie', async () => {
    const { username, password } = await createAdmin(t.db);
    const { token, cookie } = await loginAdmin(t.app, username, password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logged out' });
    const cleared = out.cookies.find((c) => c.name === 'mpa_admin_session');
    expect(cleared?.value).toBe('');
    for (const headers of [{ cookie }, { authorization: `Bearer ${token}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses a cross-site cookie-authenticated write, but not a bearer one', async () => {
    const { username, password } = await createAdmin(t.db);
    const { token, cookie } = await loginAdmin(t.app, username, password);
    const crossOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossOrigin.statusCode).toBe(403);
    expect(crossOrigin.json().error).toBe('Cross-site request refused');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    // The session survived both attempts.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode,
    ).toBe(200);

    const sameOrigin = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/username',
      headers: {
        cookie,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
      payload: { username: `${username}-x`, currentPassword: password },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example' },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('refuses every admin route to anonymous callers (401) and players (403), whatever the body', async () => {
    const { player } = await createPlayer(t.db);
    const { token, cookie } = await playerSession(t, player.id);
    const adminRoutes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/admin') && r.access !== 'public' && r.method !== 'HEAD',
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(4);
    const bodies = [
      undefined,
      { username: 'x', currentPassword: 'y', newPassword: 'z' },
      '{not json',
    ];
    for (const route of adminRoutes) {
      for (const payload of bodies) {
        const anon = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          ...(payload !== undefined && route.method !== 'GET'
            ? { payload, headers: { 'content-type': 'application/json' } }
            : {}),
        });
        expect(anon.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
        expect(typeof anon.json().error).toBe('string');
        for (const headers of [
          { authorization: `Bearer ${token}` },
          { cookie: cookie.replace('mpa_player_session', 'mpa_admin_session') },
        ]) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: route.url,
            headers,
          });
          expect(res.statusCode, `${route.method} ${route.url} as player`).toBe(403);
        }
      }
    }
  });
});

describe('admin settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('changes the password: other sessions end, this one stays, the new password works', async () => {
    const { username, password } = await createAdmin(t.db);
    const first = await loginAdmin(t.app, username, password);
    const second = await loginAdmin(t.app, username, password);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      headers: { cookie: second.cookie },
      payload: {
        currentPassword: password,
        newPassword: 'a-brand-new-passphrase',
        confirmPassword: 'a-brand-new-passphrase',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password changed' });

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/me',
          headers: { cookie: first.cookie },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/me',
          headers: { cookie: second.cookie },
        })
      ).statusCode,
    ).toBe(200);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await loginAdmin(t.app, username, 'a-brand-new-passphrase');
  });

  it('refuses a wrong current password, a short or mismatched new one, and changes nothing', async () => {
    const { username, password } = await createAdmin(t.db);
    const { cookie } = await loginAdmin(t.app, username, password);
    const cases = [
      [
        { currentPassword: 'nope', newPassword: 'long-enough-password' },
        401,
        'Current password is incorrect',
      ],
      [
        { currentPassword: password, newPassword: 'short' },
        400,
        'New password must be at least 12 characters',
      ],
      [
        {
          currentPassword: password,
          newPassword: 'long-enough-password',
          confirmPassword: 'other-password-x',
        },
        400,
        'Passwords do not match',
      ],
    ] as const;
    for (const [payload, status, message] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/me/password',
        headers: { cookie },
        payload,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toContain(message);
    }
    await loginAdmin(t.app, username, password);
  });

  it('changes the username, refusing taken names and a wrong password', async () => {
    const other = await createAdmin(t.db);
    const { username, password } = await createAdmin(t.db, { roles: ['content_editor'] });
    const { cookie } = await loginAdmin(t.app, username, password);
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/username',
      headers: { cookie },
      payload: { username: other.username.toUpperCase(), currentPassword: password },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Username already taken');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/username',
      headers: { cookie },
      payload: { username: 'fresh.name', currentPassword: 'wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/username',
      headers: { cookie },
      payload: { username: 'has spaces!', currentPassword: password },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/username',
      headers: { cookie },
      payload: { username: 'fresh.name', currentPassword: password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().username).toBe('fresh.name');
    await loginAdmin(t.app, 'fresh.name', password);
  });
});

describe('failed-login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ loginLimits: { perUsername: 10, perIp: 30, windowMs: 15 * 60_000 } });
  });
  afterAll(() => t.close());

  it('allows 10 failures of a username from one address, then that address backs off', async () => {
    const { username, password } = await createAdmin(t.db);
    // Successful logins do not count.
    for (let i = 0; i < 3; i++) await loginAdmin(t.app, username, password);
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '10.1.0.1',
        payload: { username, password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '10.1.0.1',
      payload: { username, password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(
      /^Too many failed login attempts\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('allows 30 failures per IP across usernames, then 429', async () => {
    const { username, password } = await createAdmin(t.db);
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '10.9.9.9',
        payload: { username: `guess-${i}`, password: 'x' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '10.9.9.9',
      payload: { username, password },
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '10.9.9.10',
      payload: { username, password },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('configurable rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { LOGIN_MAX_FAILURES_PER_USERNAME: '2' });
  });
  afterAll(() => t.close());

  it('honours LOGIN_MAX_FAILURES_PER_USERNAME', async () => {
    const { username } = await createAdmin(t.db);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username, password: 'bad' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});
