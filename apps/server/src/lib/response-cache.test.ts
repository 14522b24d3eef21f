import { gunzipSync } from 'node:zlib';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TEST_DATA_KEYS } from '../../test/data-keys';
import { createAdmin, loginAdmin } from '../../test/factories/admins';
import { createPlayer, playerSession } from '../../test/factories/players';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { players, posts } from '../db/schema/index';

const course = (title: string) => ({
  title,
  description: 'Footwork and dinking',
  date: '2030-05-01',
  time: '09:00',
  location: 'Stadium Juara',
  coach: 'Coach Lim',
  maxParticipants: 12,
  price: 50,
  status: 'active',
});

async function adminHeaders(t: TestApp, app = t.app) {
  const a = await createAdmin(t.db);
  return { authorization: `Bearer ${(await loginAdmin(app, a.username, a.password)).token}` };
}

describe('cached public lists', () => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await adminHeaders(t);
  });
  afterAll(() => t.close());

  it('gives lists an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/news?status=published' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await t.app.inject({ method: 'GET', url: '/api/news?status=published' });
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/news?status=published',
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);

    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/news?status=published',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('keeps the route’s own headers on cached answers', async () => {
    await t.app.inject({ method: 'GET', url: '/api/organizers' });
    const cached = await t.app.inject({ method: 'GET', url: '/api/organizers' });
    expect(cached.headers['cache-control']).toBe('no-store');
    expect(cached.headers['content-type']).toMatch(/^application\/json/);
    expect(cached.headers.etag).toBeTruthy();
  });

  it('serves the new list with a new ETag after a write (both course paths)', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/courses' });
    const beforeDoubled = await t.app.inject({ method: 'GET', url: '/api/api/courses' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: admin,
      payload: course('Cache Course'),
    });
    expect(created.statusCode).toBe(201);

    for (const [url, old] of [
      ['/api/courses', before],
      ['/api/api/courses', beforeDoubled],
    ] as const) {
      const after = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': old.headers.etag as string },
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(old.headers.etag);
      expect((after.json() as { title: string }[]).map((c) => c.title)).toContain('Cache Course');
    }
  });

  it('drops the cached feed on a like and on any write to a player', async () => {
    const { player } = await createPlayer(t.db, { fullName: 'Old Name' });
    const [post] = await t.db
      .insert(posts)
      .values({ authorId: player.id, postType: 'text', content: 'cached?' })
      .returning();
    await t.app.responseCache.invalidate('posts'); // inserted behind the service's back
    const { cookie } = await playerSession(t, player.id);

    const before = await t.app.inject({ method: 'GET', url: '/api/posts?limit=20' });
    expect(before.headers.etag).toBeTruthy();
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post!.id}/like`,
      headers: { cookie },
    });
    expect(like.statusCode).toBe(200);
    const liked = await t.app.inject({ method: 'GET', url: '/api/posts?limit=20' });
    expect(liked.headers.etag).not.toBe(before.headers.etag);
    const mine = (liked.json() as { _id: string; likes: string[] }[]).find(
      (p) => p._id === post!.id,
    );
    expect(mine?.likes).toEqual([player.id]);

    // A name changed behind the service's back stays hidden by the cache…
    await t.db.update(players).set({ fullName: 'New Name' }).where(eq(players.id, player.id));
    const stillCached = await t.app.inject({ method: 'GET', url: '/api/posts?limit=20' });
    expect(stillCached.headers.etag).toBe(liked.headers.etag);
    // …until any write through the players service, which drops the feed.
    const update = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${player.id}`,
      headers: admin,
      payload: { status: 'active' },
    });
    expect(update.statusCode).toBe(200);
    const renamed = await t.app.inject({ method: 'GET', url: '/api/posts?limit=20' });
    expect(renamed.headers.etag).not.toBe(liked.headers.etag);
    const authors = (renamed.json() as { _id: string; author: { fullName: string } }[])
      .filter((p) => p._id === post!.id)
      .map((p) => p.author.fullName);
    expect(authors).toEqual(['New Name']);
  });

  it('answers gzip from the cache to clients that accept it', async () => {
    for (const n of [1, 2, 3, 4]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/clinics',
        headers: admin,
        payload: course(`Gzip Clinic ${n}`),
      });
      expect(res.statusCode).toBe(201);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/api/clinics' });
    expect(plain.body.length).toBeGreaterThan(1024);
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/clinics',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/clinics',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);

    // The first request after a write (a cache miss) is compressed as well.
    await t.app.inject({
      method: 'POST',
      url: '/api/clinics',
      headers: admin,
      payload: course('Gzip Clinic 5'),
    });
    const miss = await t.app.inject({
      method: 'GET',
      url: '/api/clinics',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(miss.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(miss.rawPayload).toString()).toContain('Gzip Clinic 5');
  });

  it('updates the featured video at once', async () => {
    const save = (title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/featured-video',
        headers: admin,
        payload: {
          title,
          description: '',
          videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        },
      });
    expect((await save('First')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/featured-video' })).json(),
    ).toMatchObject({
      title: 'First',
    });
    expect((await save('Second')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/featured-video' })).json(),
    ).toMatchObject({
      title: 'Second',
    });
  });
});

// Two processes need a shared server database: on the embedded engine this suite is not defined.
(process.env.TEST_DATABASE_URL ? describe : () => undefined)(
  'cached lists across two server processes',
  () => {
    it('a write on process B reaches process A’s cached list within 2 s', async () => {
      const t = await buildTestApp();
      const dbB = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
      const appB = await buildApp({
        config: t.config,
        dataKeys: TEST_DATA_KEYS,
        database: dbB,
        logger: false,
      });
      try {
        await appB.ready();
        // LISTEN needs a moment to be registered on A's dedicated connection.
        await new Promise((r) => setTimeout(r, 300));
        const cached = await t.app.inject({ method: 'GET', url: '/api/clinics' });
        expect(cached.statusCode).toBe(200);
        const admin = await adminHeaders(t, appB);
        const created = await appB.inject({
          method: 'POST',
          url: '/api/clinics',
          headers: admin,
          payload: course('Cross Process Clinic'),
        });
        expect(created.statusCode).toBe(201);

        const started = Date.now();
        let titles: string[] = [];
        let etag: unknown;
        while (Date.now() - started < 2_000) {
          const res = await t.app.inject({ method: 'GET', url: '/api/clinics' });
          titles = (res.json() as { title: string }[]).map((c) => c.title);
          etag = res.headers.etag;
          if (titles.includes('Cross Process Clinic')) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(titles).toContain('Cross Process Clinic');
        expect(etag).not.toBe(cached.headers.etag);
      } finally {
        await appB.close();
        await dbB.close();
        await t.close();
      }
    });
  },
);
