import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hasAnyRole, type StaffRole } from '@app/shared/staff';

import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  fillRouteUrl,
  routeFixtures,
  STAFF_ACTORS,
  type RouteActor,
  type RouteFixtures,
} from '../../test/factories/route-fixtures';
import { multipart } from '../../test/multipart';
import { hashPassword } from '../lib/passwords';

import type { RouteAccess, StaffAccess } from './route-access';

type Actor = RouteActor;
type Expected = 'through' | 401 | 403 | 'denied';

const PLAYERS: Actor[] = ['player', 'otherPlayer'];
const SUPER_ONLY: StaffAccess = { staff: ['super_admin'] };

/** What each caller must (not) get from a route with this policy. 'through' = neither 401 nor 403. */
function expectedFor(access: RouteAccess, actor: Actor): Expected {
  if (access === 'public') return 'through';
  if (access === 'signed-webhook' || access === 'metrics-token') return 401;
  if (actor === 'anonymous' || actor === 'disabledStaff') return 401;
  const isPlayer = PLAYERS.includes(actor);
  if (access === 'player') return isPlayer ? 'through' : 403;
  if (access === 'owner') return actor === 'player' ? 'through' : isPlayer ? 'denied' : 403;
  // A staff policy.
  if (isPlayer) return access.orOwner ? (actor === 'player' ? 'through' : 'denied') : 403;
  if (actor === 'enrollingStaff') return access.enrolling ? 'through' : 403;
  const roles: StaffRole[] = actor === 'admin' ? ['super_admin'] : [actor as StaffRole];
  return access.staff === 'any' || hasAnyRole(roles, access.staff) ? 'through' : 403;
}

/**
 * The authorization matrix: every registered route, called as anonymous, as a player, as
 * another player (on the first player's records), as a staff member of each role, as one who
 * must still set up two-factor and as a disabled one, must answer as its declared policy says.
 * Bodies are empty or junk: only who is let through is checked here.
 */
describe('authorization matrix (every registered route × every kind of caller)', () => {
  let t: TestApp;
  let passwordHash: string;
  beforeAll(async () => {
    t = await buildTestApp();
    passwordHash = await hashPassword('matrix-password-123');
  });
  afterAll(() => t.close());

  /** What each role may and may not do (docs/security.md), read from the access table. */
  const ROLE_ACTIONS: Record<StaffRole, { may: string[]; mayNot: string[] }> = {
    super_admin: {
      may: [
        'GET /api/admin/staff',
        'PUT /api/admin/settings',
        'GET /api/admin/audit',
        'POST /api/news',
        'GET /api/players',
        'GET /api/reports',
        'DELETE /api/tournaments/:id',
      ],
      mayNot: [],
    },
    content_editor: {
      may: [
        'POST /api/news',
        'PATCH /api/milestones/:id',
        'POST /api/affiliates',
        'PUT /api/office-bearers/:id',
        'POST /api/featured-video',
        'POST /api/courses',
        'DELETE /api/clinics/:id',
      ],
      mayNot: [
        'GET /api/players',
        'GET /api/reports',
        'DELETE /api/tournaments/:id',
        'POST /api/admin/tournaments/:id/divisions',
        'PUT /api/admin/tournaments/:id/entry-settings',
        'POST /api/admin/divisions/:id/results/publish',
        'PUT /api/admin/ranking-rules',
        'GET /api/admin/staff',
        'GET /api/admin/audit',
        'DELETE /api/posts/:id',
        'POST /api/admin/members/:id/membership/payments',
        'POST /api/admin/members/:id/membership/receipts/:receiptNumber/void',
      ],
    },
    moderator: {
      may: [
        'GET /api/reports',
        'PUT /api/reports/:id/resolve',
        'DELETE /api/posts/:id',
        'PUT /api/players/:id/posting-block',
      ],
      mayNot: [
        'POST /api/news',
        'GET /api/players',
        'GET /api/players/:id',
        'GET /api/admin/audit',
        'POST /api/tournaments/sync',
      ],
    },
    membership_officer: {
      may: [
        'GET /api/players',
        'GET /api/players/:id',
        'PATCH /api/players/:id',
        'DELETE /api/players/:id',
        'POST /api/players/:id/reset-password',
        'POST /api/players/:id/send-message',
        'GET /api/messages',
        'POST /api/admin/members/:id/membership/payments',
        'POST /api/admin/members/:id/membership/suspend',
        'PUT /api/admin/membership/types/:id',
        'GET /api/players/export.csv',
      ],
      mayNot: [
        'POST /api/news',
        'GET /api/reports',
        'DELETE /api/tournaments/:id',
        'GET /api/admin/staff',
        'PUT /api/admin/settings',
        // Refunds through the gateway are finance's, also when cancelling a term.
        'POST /api/admin/members/:id/membership/cancel-refund',
      ],
    },
    treasurer: {
      may: [
        'GET /api/admin/members/:id/membership',
        'POST /api/admin/members/:id/membership/cancel-refund',
        'POST /api/admin/members/:id/membership/receipts/:receiptNumber/void',
        'GET /api/admin/members/:id/membership/receipts/:receiptNumber',
        'GET /api/admin/members/:id/membership/credit-notes/:number',
        'GET /api/admin/membership/dashboard',
      ],
      mayNot: [
        'POST /api/admin/members/:id/membership/payments',
        'POST /api/admin/members/:id/membership/cancel',
        'PUT /api/admin/membership/types/:id',
        'GET /api/players',
        'POST /api/news',
        'GET /api/admin/staff',
      ],
    },
    tournament_officer: {
      may: [
        'DELETE /api/tournaments/:id',
        'POST /api/tournaments/sync',
        'GET /api/tournaments/deliveries',
        'PUT /api/admin/tournaments/:id/entry-settings',
        'POST /api/admin/tournaments/:id/divisions',
        'DELETE /api/admin/divisions/:id',
        'PUT /api/admin/competition/tiers/:code',
        'POST /api/admin/divisions/:id/results/publish',
        'POST /api/admin/divisions/:id/results',
        'PUT /api/admin/ranking-rules',
        'GET /api/admin/divisions/:id/entries',
        'POST /api/admin/entries/:id/override',
        'POST /api/admin/entries/:id/check-in',
        'GET /api/admin/tournaments/:id/entries.csv',
      ],
      mayNot: [
        'POST /api/news',
        'GET /api/players',
        'GET /api/reports',
        'GET /api/admin/audit',
        'GET /api/admin/membership/dashboard',
      ],
    },
  };

  it.each(Object.entries(ROLE_ACTIONS))(
    '%s: may and may not, as the roles say',
    (role, { may, mayNot }) => {
      const policy = (route: string) => {
        const access = t.app.routeTable.find((r) => `${r.method} ${r.url}` === route)?.access;
        if (!access) throw new Error(`no route ${route}`);
        return access;
      };
      for (const route of may)
        expect(expectedFor(policy(route), role as StaffRole), route).toBe('through');
      for (const route of mayNot)
        expect(expectedFor(policy(route), role as StaffRole), route).toBe(403);
      // Every staff member manages their own account.
      expect(expectedFor(policy('PUT /api/admin/me/password'), role as StaffRole)).toBe('through');
    },
  );

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

  // One way to guard a route (issue 40): its policy in the table, never a guard of its own.
  it.each([
    ['a player guard', 'player' as const, (app: FastifyInstance) => app.requirePlayer],
    ['a staff guard', SUPER_ONLY, (app: FastifyInstance) => app.staffGuard(SUPER_ONLY)],
  ])('refuses to start when a route sets %s itself', async (_name, access, guard) => {
    const extend = (app: FastifyInstance) => {
      app.get('/api/inline-guard', { onRequest: [guard(app)] }, async () => ({ ok: true }));
    };
    await expect(
      buildTestApp({}, {}, extend, { extraRouteAccess: { 'GET /api/inline-guard': access } }),
    ).rejects.toThrow(/GET \/api\/inline-guard sets a guard itself/);
  });

  it('answers every route as its policy says, for every kind of caller', async () => {
    const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url !== '*');
    expect(routes.length).toBeGreaterThan(110);
    const failures: string[] = [];
    let fixtures: RouteFixtures | undefined;
    for (const route of routes) {
      // Fresh records and sessions after any call that may have changed them (an accepted
      // write: a deletion, a sign-out…); reads leave them as they were.
      fixtures ??= await routeFixtures(t, passwordHash);
      const { headers, ids } = fixtures;
      const url = fillRouteUrl(route.url, ids);
      // The owner's own call comes before the staff's, destructive calls last.
      for (const actor of [
        'anonymous',
        'otherPlayer',
        'player',
        ...STAFF_ACTORS,
        'admin',
      ] as Actor[]) {
        const isMultipart =
          /profile-picture|^\/api\/(news|milestones|posts|affiliates)$|register/.test(route.url);
        const body = isMultipart ? multipart({ junk: 'x' }) : null;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...headers[actor], ...(body?.headers ?? {}) },
          ...(route.method === 'GET' ? {} : { payload: body ? body.payload : {} }),
        });
        const expected = expectedFor(route.access, actor);
        const status = res.statusCode;
        if (route.method !== 'GET' && status < 400) fixtures = undefined;
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
