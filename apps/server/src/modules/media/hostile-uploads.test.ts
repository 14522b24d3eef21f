import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_IMAGE_BYTES } from '@app/shared/common';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registrationFields } from '../../../test/factories/registration';
import {
  routeFixtures,
  type RouteActor,
  type RouteFixtures,
} from '../../../test/factories/route-fixtures';
import { HOSTILE_UPLOADS } from '../../../test/hostile-uploads';
import { jpegWithGps, pngImage } from '../../../test/images';
import { multipart, type MultipartFile } from '../../../test/multipart';
import { hashPassword } from '../../lib/passwords';

interface UploadRoute {
  name: string;
  method: 'POST' | 'PATCH';
  url: (f: RouteFixtures) => string;
  field: string;
  maxCount: number;
  actor: RouteActor;
  fields: () => Record<string, string>;
}

/** Every route that accepts files (spec §7 and api-compat.md file field names). */
const UPLOAD_ROUTES: UploadRoute[] = [
  {
    name: 'registration',
    method: 'POST',
    url: () => '/api/players/register',
    field: 'profilePicture',
    maxCount: 1,
    actor: 'anonymous',
    fields: () => registrationFields(),
  },
  {
    name: 'profile picture',
    method: 'POST',
    url: (f) => `/api/players/${f.ids.players}/profile-picture`,
    field: 'profilePicture',
    maxCount: 1,
    actor: 'player',
    fields: () => ({}),
  },
  {
    name: 'new news article',
    method: 'POST',
    url: () => '/api/news',
    field: 'newsImage',
    maxCount: 1,
    actor: 'admin',
    fields: () => ({ title: 'Hostile', publishDate: '2026-11-01', content: 'x' }),
  },
  {
    name: 'news update',
    method: 'PATCH',
    url: (f) => `/api/news/${f.ids.newsId}`,
    field: 'newsImage',
    maxCount: 1,
    actor: 'admin',
    fields: () => ({ title: 'Hostile update' }),
  },
  {
    name: 'new milestone',
    method: 'POST',
    url: () => '/api/milestones',
    field: 'milestoneImage',
    maxCount: 1,
    actor: 'admin',
    fields: () => ({ date: '2024-05-01', title: 'Hostile', description: 'x' }),
  },
  {
    name: 'milestone update',
    method: 'PATCH',
    url: (f) => `/api/milestones/${f.ids.milestones}`,
    field: 'milestoneImage',
    maxCount: 1,
    actor: 'admin',
    fields: () => ({ title: 'Hostile update' }),
  },
  {
    name: 'PickleZone post',
    method: 'POST',
    url: () => '/api/posts',
    field: 'image',
    maxCount: 5,
    actor: 'player',
    fields: () => ({ content: 'Hostile post' }),
  },
];

describe('hostile uploads on every upload route', () => {
  let t: TestApp;
  let fixtures: RouteFixtures;
  beforeAll(async () => {
    t = await buildTestApp({ registrationsPerIpPerHour: 10_000, postsPerPlayerPerMinute: 10_000 });
    fixtures = await routeFixtures(t, await hashPassword('hostile-password-1'));
  });
  afterAll(() => t.close());

  async function storedFiles(dir = path.join(t.dataDir, 'uploads')): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((e) =>
        e.isDirectory() ? storedFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
      ),
    );
    return nested.flat().sort();
  }

  async function rows() {
    const result = (await t.db.execute(
      sql`select (select md5(coalesce(string_agg(p::text, '' order by p.id), '')) from players p) as players,
                 (select md5(coalesce(string_agg(n::text, '' order by n.id), '')) from news n) as news,
                 (select md5(coalesce(string_agg(m::text, '' order by m.id), '')) from milestones m) as milestones,
                 (select md5(coalesce(string_agg(x::text, '' order by x.id), '')) from posts x) as posts`,
    )) as unknown as { rows: unknown[] };
    return JSON.stringify(result.rows);
  }

  function send(route: UploadRoute, files: MultipartFile[]) {
    const body = multipart(route.fields(), files);
    return t.app.inject({
      method: route.method,
      url: route.url(fixtures),
      payload: body.payload,
      headers: { ...fixtures.headers[route.actor], ...body.headers },
    });
  }

  describe.each(UPLOAD_ROUTES)('$name', (route) => {
    it('accepts a real picture and stores it without GPS or other EXIF data', async () => {
      const res = await send(route, [
        {
          field: route.field,
          filename: 'gps.jpg',
          contentType: 'image/jpeg',
          data: await jpegWithGps(),
        },
      ]);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const webp = (await storedFiles()).filter((f) => f.endsWith('.webp'));
      expect(webp.length).toBeGreaterThan(0);
      for (const stored of webp) {
        const meta = await sharp(stored).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
      }
    });

    it.each(HOSTILE_UPLOADS)('refuses $name and stores nothing', async (hostile) => {
      const filesBefore = await storedFiles();
      const rowsBefore = await rows();
      const res = await send(route, await hostile.files(route.field, route.maxCount));
      expect(res.statusCode, res.body).toBe(hostile.status);
      expect(typeof res.json().error).toBe('string');
      expect(await storedFiles()).toEqual(filesBefore);
      expect(await rows()).toEqual(rowsBefore);
    });
  });

  it('refuses a file over 5 MB before the whole upload has been read (real socket)', async () => {
    const head = multipart({ content: 'streaming' }, [
      { field: 'image', filename: 'stream.jpg', contentType: 'image/jpeg', data: Buffer.alloc(0) },
    ]);
    // Split the single-file body around the (empty) file data and stream 40 MB through it.
    const text = head.payload.toString('latin1');
    const cut = text.indexOf('\r\n\r\n', text.indexOf('filename=')) + 4;
    const total = 40 * 1024 * 1024;
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    let sent = 0;
    let sentWhenAnswered = 0;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${address}/api/posts`, {
        method: 'POST',
        headers: { ...fixtures.headers.player, ...head.headers },
      });
      let answered = false;
      // Once the server has answered it closes the connection: later write errors are expected.
      req.on('error', (err) => (answered ? undefined : reject(err)));
      req.on('response', (res) => {
        answered = true;
        sentWhenAnswered = sent;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.write(head.payload.subarray(0, cut));
      const chunk = Buffer.alloc(64 * 1024, 0xab);
      const pump = () => {
        while (sent < total && !answered && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end(head.payload.subarray(cut));
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'stream.jpg is larger than 5MB' });
    // The answer came after about 5 MB, not after the remaining tens of megabytes.
    expect(sentWhenAnswered).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(sentWhenAnswered).toBeLessThan(total / 2);
  });

  it('keeps a bad upload from partly succeeding: a good picture with a bad one stores neither', async () => {
    const post = UPLOAD_ROUTES.find((r) => r.name === 'PickleZone post')!;
    const filesBefore = await storedFiles();
    const res = await send(post, [
      {
        field: 'image',
        filename: 'ok.png',
        contentType: 'image/png',
        data: await pngImage(100, 80),
      },
      {
        field: 'image',
        filename: 'evil.png',
        contentType: 'image/png',
        data: Buffer.from('<html>'),
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});
