import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createPlayer, playerSession } from '../factories/players';

/**
 * Round 2, info: the origin check skipped any request whose Authorization header merely began
 * with `Bearer `, but sign-in reads only a well-formed `Bearer <token>` and otherwise falls back
 * to the session cookie. So `Authorization: Bearer a b` with the cookie made a cross-site write
 * that the cookie authenticated. Both now use one reader of the header: the check is skipped only
 * when the request is authenticated by its bearer token alone (and then the cookie is never read).
 */
describe('round 2, info — a malformed Authorization header does not skip the origin check', () => {
  let t: TestApp;
  let cookie: string;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const { player } = await createPlayer(t.db, { fullName: 'Bearer Target' });
    ({ cookie, token } = await playerSession(t, player.id));
  });
  afterAll(() => t.close());

  const write = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/players/me/notifications/read-all',
      headers,
      remoteAddress: '203.0.113.31',
    });

  it.each([
    'Bearer a b',
    'Bearer ',
    'Bearer',
    'Bearer\t',
    'bearer  x  y',
    'Basic YTpi',
    'Token abc',
    'Bearer\u00a0x',
  ])('refuses a cross-site cookie write with Authorization %j', async (authorization) => {
    const res = await write({ cookie, origin: 'http://evil.test', authorization });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Cross-site request refused');
  });

  it('never lets a well-formed but wrong bearer token fall back to the cookie', async () => {
    const res = await write({
      cookie,
      origin: 'http://evil.test',
      authorization: 'Bearer not-a-session',
    });
    expect(res.statusCode).toBe(401);
  });

  it('still serves the bearer token itself, and the cookie from this site', async () => {
    expect((await write({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect(
      (await write({ authorization: `Bearer ${token}`, origin: 'http://evil.test' })).statusCode,
    ).toBe(200);
    expect((await write({ cookie, origin: 'http://localhost:80' })).statusCode).toBe(200);
  });
});
