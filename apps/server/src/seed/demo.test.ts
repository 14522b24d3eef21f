import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testIcCipher } from '../../test/data-keys';
import { createAdmin, loginAdmin } from '../../test/factories/admins';
import { players } from '../db/schema/index';

import { runDemoSeeders } from './demo';

describe('demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('seeds players, a season of tournaments and organizers once, visible through the API', async () => {
    const ctx = {
      db: t.db,
      dataDir: t.dataDir,
      log: t.app.log,
      media: t.media,
      icCipher: testIcCipher,
    };
    await runDemoSeeders(ctx);
    await runDemoSeeders(ctx); // a second run adds nothing

    const tournaments = (await t.app.inject({ method: 'GET', url: '/api/tournaments' })).json();
    expect(tournaments).toHaveLength(32);
    expect(new Set(tournaments.map((x: { type: string }) => x.type))).toEqual(
      new Set(['local', 'state', 'national', 'international']),
    );
    expect(
      tournaments.some(
        (x: { startDate: string; endDate: string }) =>
          x.startDate.slice(5, 7) !== x.endDate.slice(5, 7),
      ),
    ).toBe(true);
    // The demo season's ended tournaments published results, so the rankings rank them.
    const ranking = (
      await t.app.inject({ method: 'GET', url: '/api/rankings?category=mixed_doubles:open' })
    ).json();
    expect(ranking.total).toBeGreaterThan(4);
    expect(ranking.rows[0]).toMatchObject({ rank: 1, points: expect.any(Number) });
    const organizers = (await t.app.inject({ method: 'GET', url: '/api/organizers' })).json();
    expect(organizers).toHaveLength(14);

    const newsList = (
      await t.app.inject({ method: 'GET', url: '/api/news?status=published&limit=50' })
    ).json();
    expect(newsList.length).toBeGreaterThanOrEqual(12);
    expect(newsList.every((n: { media: unknown[] }) => n.media.length === 1)).toBe(true);
    const picture = await t.app.inject({ method: 'GET', url: newsList[0].media[0].url });
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ method: 'GET', url: '/api/milestones' })).json()).toHaveLength(10);
    expect((await t.app.inject({ method: 'GET', url: '/api/featured-video' })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/clinics' })).json().length,
    ).toBeGreaterThan(8);

    const feed = await t.app.inject({ method: 'GET', url: '/api/posts?limit=20' });
    const page = feed.json() as { postType: string; likes: unknown[]; comments: unknown[] }[];
    expect(page).toHaveLength(20);
    expect(feed.headers['x-next-cursor']).toBeDefined();
    const all = [];
    let cursor: string | undefined;
    do {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/posts?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      });
      all.push(
        ...(res.json() as {
          postType: string;
          likes: unknown[];
          comments: unknown[];
          linkData: { isVideo: boolean } | null;
        }[]),
      );
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((p) => p.postType))).toEqual(new Set(['text', 'image', 'link']));
    expect(all.some((p) => p.linkData?.isVideo)).toBe(true);
    expect(all.filter((p) => p.likes.length > 0).length).toBeGreaterThan(100);
    expect(all.filter((p) => p.comments.length > 0).length).toBeGreaterThan(100);

    // Reads like a real association: one name per member, events run by an organiser of the
    // event's own state, clinics at daytime or evening hours, replies spread over time, and no
    // picture used twice on the news page or in the feed's first pages.
    const members = (await t.db.select({ name: players.fullName }).from(players)).map(
      (p) => p.name,
    );
    expect(new Set(members).size).toBe(members.length);
    const orgStates = new Map(
      organizers.map((o: { organizationName: string; state: string }) => [
        o.organizationName,
        o.state,
      ]),
    );
    for (const event of tournaments as { organizer: string; state: string; name: string }[]) {
      expect(orgStates.get(event.organizer), event.name).toBe(event.state);
    }
    const clinics = (await t.app.inject({ method: 'GET', url: '/api/clinics' })).json() as {
      time: string;
    }[];
    for (const { time } of clinics) {
      expect(time).toMatch(/^([1-9]|1[0-2]):[0-5]\d (AM|PM)( - ([1-9]|1[0-2]):[0-5]\d (AM|PM))?$/);
      expect(time).not.toMatch(/^12:\d\d AM|^([1-5]):\d\d AM/);
    }
    const commentTimes = all.flatMap((p) =>
      (p.comments as { createdAt: string }[]).map((c) => Date.parse(c.createdAt)),
    );
    expect(Math.max(...commentTimes)).toBeLessThanOrEqual(Date.now());
    const days = new Set(commentTimes.map((time) => new Date(time).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(30);
    const newsPictures = await Promise.all(
      newsList.map(async (n: { media: { url: string }[] }) =>
        (await t.app.inject({ method: 'GET', url: n.media[0]!.url })).rawPayload.toString('base64'),
      ),
    );
    expect(new Set(newsPictures).size).toBe(newsPictures.length);
    const feedPictures = await Promise.all(
      all
        .flatMap((p) => (p as unknown as { imageUrls?: string[] }).imageUrls ?? [])
        .slice(0, 30)
        .map(async (url) =>
          (await t.app.inject({ method: 'GET', url })).rawPayload.toString('base64'),
        ),
    );
    expect(feedPictures.length).toBe(30);
    expect(new Set(feedPictures).size).toBe(30);

    const chart = (await t.app.inject({ method: 'GET', url: '/api/office-bearers' })).json();
    expect(chart.map((b: { group: string }) => b.group).slice(0, 5)).toEqual(
      Array(5).fill('executive'),
    );
    expect(chart[0]).toMatchObject({ role: 'President', roleMs: 'Presiden' });
    const affiliates = (await t.app.inject({ method: 'GET', url: '/api/affiliates' })).json();
    expect(affiliates.length).toBeGreaterThanOrEqual(12);
    const logos = await Promise.all(
      affiliates.map(async (a: { logo: string }) =>
        (await t.app.inject({ method: 'GET', url: a.logo })).rawPayload.toString('base64'),
      ),
    );
    expect(new Set(logos).size).toBe(logos.length);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { username: 'demo.player', password: 'wrong' },
    });
    expect(login.statusCode).toBe(401);

    const a = await createAdmin(t.db);
    const { token } = await loginAdmin(t.app, a.username, a.password);
    const reports = (
      await t.app.inject({
        method: 'GET',
        url: '/api/reports?status=pending',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(reports.length).toBeGreaterThanOrEqual(3);
    // The whole demo seed: 8 s alone on a quiet machine, 18-36 s beside the rest of the suite.
  }, 90_000);
});
