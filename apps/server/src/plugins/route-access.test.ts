import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createAdmin } from '../../test/factories/admins';
import { createPlayer, playerSession } from '../../test/factories/players';
import { multipart } from '../../test/multipart';
import {
  messages,
  milestones,
  news,
  organizers,
  postReports,
  posts,
  programs,
  tournaments,
} from '../db/schema/index';
import { hashPassword } from '../lib/passwords';

import type { RouteAccess } from './route-access';

type Actor = 'anonymous' | 'player' | 'otherPlayer' | 'admin';

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

  /** Fresh records owned by `owner` for every route, so destructive calls do not interfere. */
  async function fixtures() {
    const { player: owner } = await createPlayer(t.db, { passwordHash });
    const { player: other } = await createPlayer(t.db, { passwordHash });
    const { admin } = await createAdmin(t.db);
    const [post] = await t.db
      .insert(posts)
      .values({ authorId: owner.id, postType: 'text', content: 'mine' })
      .returning();
    const [message] = await t.db
      .insert(messages)
      .values({ playerId: owner.id, subject: 's', body: 'b' })
      .returning();
    const [report] = await t.db
      .insert(postReports)
      .values({ postId: post!.id, reportedBy: other.id, reporterName: 'x', reason: 'spam' })
      .returning();
    const [course] = await t.db
      .insert(programs)
      .values({
        kind: 'course',
        title: 'c',
        description: 'd',
        time: '9am',
        location: 'KL',
        coach: 'c',
        price: 10,
        date: '2030-01-01',
        maxParticipants: 5,
      })
      .returning();
    const [clinic] = await t.db
      .insert(programs)
      .values({
        kind: 'clinic',
        title: 'k',
        description: 'd',
        time: '9am',
        location: 'KL',
        coach: 'c',
        price: 10,
        date: '2030-01-01',
        maxParticipants: 5,
      })
      .returning();
    const [item] = await t.db
      .insert(news)
      .values({
        newsId: `NEWS${Date.now()}${Math.random()}`.replace('.', ''),
        title: 't',
        publishDate: '2026-01-01',
      })
      .returning();
    const [milestone] = await t.db
      .insert(milestones)
      .values({ date: '2020-01-01', title: 'm', description: 'd', position: 99 })
      .returning();
    const [tournament] = await t.db
      .insert(tournaments)
      .values({
        applicationId: `APP-${Math.random()}`,
        name: 't',
        type: 'local',
        startDate: '2030-01-01',
        endDate: '2030-01-02',
      })
      .returning();
    const [organizer] = await t.db
      .insert(organizers)
      .values({
        organizationId: `ORG-${Math.random()}`,
        organizationName: 'o',
        name: 'o',
        status: 'Active',
      })
      .returning();
    const sessions = t.app.infra.sessions;
    const headers: Record<Actor, Record<string, string>> = {
      anonymous: {},
      player: { authorization: `Bearer ${(await playerSession(t.app, owner.id)).token}` },
      otherPlayer: { authorization: `Bearer ${(await playerSession(t.app, other.id)).token}` },
      admin: {
        authorization: `Bearer ${(await sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000)).token}`,
      },
    };
    const ids = {
      players: owner.id,
      messageId: message!.id,
      posts: post!.id,
      reports: report!.id,
      courses: course!.id,
      clinics: clinic!.id,
      newsId: item!.newsId,
      milestones: milestone!.id,
      tournaments: tournament!.id,
      organizers: organizer!.id,
    };
    return { headers, ids };
  }

  function fillUrl(url: string, ids: Awaited<ReturnType<typeof fixtures>>['ids']) {
    const collection = /^\/api\/(?:api\/)?([a-z-]+)/.exec(url)?.[1] ?? '';
    return url
      .replace(':messageId', ids.messageId)
      .replace(':newsId', ids.newsId)
      .replace(':icNumber', '900101145678')
      .replace(':id', (ids as Record<string, string>)[collection] ?? ids.players)
      .replace('*', 'posts/none.webp');
  }

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
      const { headers, ids } = await fixtures();
      const url = fillUrl(route.url, ids);
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
