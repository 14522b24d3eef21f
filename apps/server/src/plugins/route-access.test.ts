import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fillRouteUrl, routeFixtures, type RouteActor } from '../../test/factories/route-fixtures';
import { multipart } from '../../test/multipart';
import { hashPassword } from '../lib/passwords';

import type { RouteAccess } from './route-access';

type Actor = RouteActor;

/**
 * The authorization matrix: every registered route, called as anonymous, as a player, as
 * another player (on the first player's records) and as an admin, must answer as its declared
 * policy says. Bodies are empty or junk: only who is let through is checked here.
 */
describe('authorization matrix (every registered route)', () => {
  let t: TestApp;
  let passwordHash: string;
  beforeAll(async () => {
    t = await buildTestApp();
    passwordHash = await hashPassword('matrix-password-123');
  });
  afterAll(() => t.close());

  /** What each actor must (not) get, by policy. 'through' = neither 401 nor 403. */
  const EXPECTED: Record<RouteAccess, Record<Actor, 'through' | 401 | 403 | 'denied'>> = {
    public: { anonymous: 'through', player: 'through', otherPlayer: 'through', admin: 'through' },
    player: { anonymous: 401, player: 'through', otherPlayer: 'through', admin: 403 },
    owner: { anonymous: 401, player: 'through', otherPlayer: 'denied', admin: 403 },
    admin: { anonymous: 401, player: 403, otherPlayer: 403, admin: 'through' },
    'admin-or-owner': {
      anonymous: 401,
      player: 'through',
      otherPlayer: 'denied',
      admin: 'through',
    },
    'admin-or-portal-key': { anonymous: 401, player: 403, otherPlayer: 403, admin: 'through' },
    'signed-webhook': { anonymous: 401, player: 401, otherPlayer: 401, admin: 401 },
  };

  it('declares a policy for every route, including WebSocket and static files', () => {
    const urls = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /api/organizers/ws');
    expect(urls).toContain('GET /uploads/*');
    expect(urls.some((u) => u.startsWith('GET /assets/'))).toBe(true);
    for (const route of t.app.routeTable)
      expect(route.access, `${route.method} ${route.url}`).toBeTruthy();
  });

  it('refuses to start when a route has no declared policy', async () => {
    await expect(
      buildTestApp({}, {}, (app) => {
        app.get('/api/undeclared', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/No access policy for GET \/api\/undeclared/);
  });

  it('answers every route as its policy says, for every kind of caller', async () => {
    const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url !== '*');
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const route of routes) {
      const { headers, ids } = await routeFixtures(t, passwordHash);
      const url = fillRouteUrl(route.url, ids);
      // The owner's own call comes before the admin's, destructive calls last.
      for (const actor of ['anonymous', 'otherPlayer', 'player', 'admin'] as Actor[]) {
        const isMultipart = /profile-picture|^\/api\/(news|milestones|posts)$|register/.test(
          route.url,
        );
        const body = isMultipart ? multipart({ junk: 'x' }) : null;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...headers[actor], ...(body?.headers ?? {}) },
          ...(route.method === 'GET' ? {} : { payload: body ? body.payload : {} }),
        });
        const expected = EXPECTED[route.access][actor];
        const status = res.statusCode;
        const ok =
          expected === 'through'
            ? status !== 401 && status !== 403
            : expected === 'denied'
              ? status === 403 || status === 404
              : status === expected;
        if (!ok)
          failures.push(
            `${route.method} ${route.url} as ${actor}: ${status} (expected ${expected})`,
          );
        // 503 is the deliberate answer when an outside service (the portal) is not configured.
        if (status >= 500 && status !== 503)
          failures.push(`${route.method} ${route.url} as ${actor}: ${status} ${res.body}`);
        if (status >= 400 && res.headers['content-type']?.toString().includes('json')) {
          expect(typeof res.json().error).toBe('string');
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
