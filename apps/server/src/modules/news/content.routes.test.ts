import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_IMAGE_BYTES } from '@app/shared/common';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { pngImage } from '../../../test/images';
import { multipart } from '../../../test/multipart';

async function files(t: TestApp, folder: string) {
  return readdir(path.join(t.dataDir, 'uploads', folder)).catch(() => []);
}

describe('news, featured video and milestones', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createAdmin(t.db);
    admin = { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
  });
  afterAll(() => t.close());

  const postNews = (fields: Record<string, string>, image?: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/news',
      ...(() => {
        const body = multipart(
          fields,
          image
            ? [{ field: 'newsImage', filename: 'n.png', contentType: 'image/png', data: image }]
            : [],
        );
        return { payload: body.payload, headers: { ...admin, ...body.headers } };
      })(),
    });

  it('creates news with a picture and a generated newsId, lists newest first, filters status case-insensitively', async () => {
    const res = await postNews(
      {
        title: 'National team named',
        publishDate: '2026-11-01',
        content: '<p>The squad…</p>',
        category: 'Tournament',
      },
      await pngImage(800, 400),
    );
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item.newsId).toMatch(/^NEWS\d+$/);
    expect(item.media[0].url).toMatch(/^\/uploads\/news\/.+\.webp$/);
    await postNews({ title: 'Older', publishDate: '2026-10-01', content: 'x' });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/news?status=Published&limit=2' })
    ).json();
    expect(list.map((n: { title: string }) => n.title)).toEqual(['National team named', 'Older']);
    const tournament = (
      await t.app.inject({ method: 'GET', url: '/api/news?category=Tournament&status=published' })
    ).json();
    expect(tournament.map((n: { title: string }) => n.title)).toEqual(['National team named']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/news/${item.newsId}` })).json().title,
    ).toBe('National team named');
  });

  it('refuses news without title, date or content, and pictures that are not images or too big, storing nothing', async () => {
    const before = await files(t, 'news');
    for (const [fields, message] of [
      [{ publishDate: '2026-01-01', content: 'x' }, 'Title is required'],
      [{ title: 'x', content: 'x' }, 'Publish date is required'],
      [{ title: 'x', publishDate: '2026-01-01' }, 'Content is required'],
    ] as const) {
      const res = await postNews(fields as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const notImage = await postNews(
      { title: 'x', publishDate: '2026-01-01', content: 'x' },
      Buffer.from('<svg><script>1</script></svg>'),
    );
    expect(notImage.json().error).toBe('Please upload an image file');
    const big = await postNews(
      { title: 'x', publishDate: '2026-01-01', content: 'x' },
      Buffer.concat([await pngImage(), Buffer.alloc(MAX_IMAGE_BYTES)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('Image size should be less than 5MB');
    expect(await files(t, 'news')).toEqual(before);
  });

  it('answers 404 {error} with no featured video, then saves one from an embed snippet', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/featured-video' });
    expect(none.statusCode).toBe(404);
    expect(typeof none.json().error).toBe('string');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/featured-video',
      headers: admin,
      payload: { title: 'x', videoUrl: '<iframe src="https://evil.example/x"></iframe>' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please enter a valid YouTube embed code or URL');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/featured-video',
      headers: admin,
      payload: {
        title: 'Finals',
        description: 'Highlights',
        videoUrl:
          '<iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc"></iframe>',
      },
    });
    expect(ok.json()).toMatchObject({
      title: 'Finals',
      videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/featured-video' })).json().title).toBe(
      'Finals',
    );
  });

  it('creates milestones, refuses bad images, and reorders atomically', async () => {
    const create = (fields: Record<string, string>, image?: Buffer) => {
      const body = multipart(
        fields,
        image
          ? [{ field: 'milestoneImage', filename: 'm.png', contentType: 'image/png', data: image }]
          : [],
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/milestones',
        payload: body.payload,
        headers: { ...admin, ...body.headers },
      });
    };
    const ids: string[] = [];
    for (const [i, title] of ['Founded', 'First national', 'Asia debut'].entries()) {
      const res = await create(
        { date: `201${i}-01-01`, title, description: 'd' },
        i === 0 ? await pngImage() : undefined,
      );
      expect(res.statusCode).toBe(201);
      ids.push(res.json()._id);
    }
    const badImage = await create(
      { date: '2020-01-01', title: 'x', description: 'd' },
      Buffer.from('GIF89a-not-really'),
    );
    expect(badImage.json().error).toBe('Please upload an image file');
    const missing = await create({ date: '2020-01-01', description: 'd' });
    expect(missing.json().error).toBe('Title is required');

    const reordered = await t.app.inject({
      method: 'PUT',
      url: '/api/milestones/order',
      headers: admin,
      payload: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(
      reordered.json().map((m: { title: string; order: number }) => [m.title, m.order]),
    ).toEqual([
      ['Asia debut', 1],
      ['Founded', 2],
      ['First national', 3],
    ]);
    // A bad order (unknown id) changes nothing.
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/milestones/order',
      headers: admin,
      payload: { ids: [ids[0], ids[1], '00000000-0000-4000-8000-000000000000'] },
    });
    expect(bad.statusCode).toBe(400);
    const after = (await t.app.inject({ method: 'GET', url: '/api/milestones' })).json();
    expect(after.map((m: { title: string }) => m.title)).toEqual([
      'Asia debut',
      'Founded',
      'First national',
    ]);

    // The per-milestone PATCH of older clients still works.
    const patch = multipart({ order: '9' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/milestones/${ids[2]}`,
      payload: patch.payload,
      headers: { ...admin, ...patch.headers },
    });
    expect(res.json().order).toBe(9);
  });

  it('refuses every content write to anonymous (401) and players (403)', async () => {
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    for (const call of [
      { method: 'POST', url: '/api/news' },
      { method: 'PATCH', url: '/api/news/NEWS1' },
      { method: 'DELETE', url: '/api/news/NEWS1' },
      {
        method: 'POST',
        url: '/api/featured-video',
        payload: { title: 'x', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
      },
      { method: 'POST', url: '/api/milestones' },
      { method: 'PUT', url: '/api/milestones/order', payload: { ids: [] } },
      { method: 'DELETE', url: '/api/milestones/00000000-0000-4000-8000-000000000000' },
    ] as const) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect(
        (await t.app.inject({ ...call, headers: { authorization: `Bearer ${token}` } })).statusCode,
        call.url,
      ).toBe(403);
    }
  });
});

describe('shareable news URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { PUBLIC_URL: 'https://mpa.example' });
  });
  afterAll(() => t.close());

  it('serves /news/{newsId} HTML with the article in Open Graph tags, escaped', async () => {
    const a = await createAdmin(t.db);
    const admin = {
      authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
    };
    const body = multipart(
      {
        title: 'Finals <b>"tonight"</b>',
        publishDate: '2026-11-20',
        content: 'Come and watch the national finals at Bukit Jalil.',
      },
      [
        {
          field: 'newsImage',
          filename: 'n.png',
          contentType: 'image/png',
          data: await pngImage(1200, 630),
        },
      ],
    );
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/news',
        payload: body.payload,
        headers: { ...admin, ...body.headers },
      })
    ).json();
    const page = await t.app.inject({ method: 'GET', url: `/news/${created.newsId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(
      '<meta property="og:title" content="Finals &#60;b&#62;&#34;tonight&#34;&#60;/b&#62; | Malaysia Pickleball Association">',
    );
    expect(page.body).toContain(
      '<meta property="og:description" content="Come and watch the national finals at Bukit Jalil.">',
    );
    expect(page.body).toMatch(
      /<meta property="og:image" content="https:\/\/mpa\.example\/uploads\/news\/[0-9a-f-]+\.webp">/,
    );
    expect(page.body).toContain(
      `<meta property="og:url" content="https://mpa.example/news/${created.newsId}">`,
    );
    expect(page.body).not.toContain('<b>"tonight"</b>');
    const other = await t.app.inject({ method: 'GET', url: '/news/NOPE123' });
    expect(other.body).not.toContain('og:title');
  });

  it('gives /ms/news/{newsId} the Malay title, summary and /ms/ address of a translated article', async () => {
    const a = await createAdmin(t.db);
    const admin = {
      authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
    };
    const body = multipart({
      title: 'National team named',
      titleMs: 'Pasukan kebangsaan diumumkan',
      summary: 'The squad for the Asia Pacific Open.',
      summaryMs: 'Skuad untuk Terbuka Asia Pasifik.',
      content: 'Eight players were chosen.',
      contentMs: 'Lapan pemain telah dipilih.',
      publishDate: '2026-11-21',
    });
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/news',
        payload: body.payload,
        headers: { ...admin, ...body.headers },
      })
    ).json();
    const html = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    const en = await html(`/news/${created.newsId}`);
    const ms = await html(`/ms/news/${created.newsId}`);

    expect(en).toContain(
      '<meta property="og:title" content="National team named | Malaysia Pickleball Association">',
    );
    expect(ms).toContain(
      '<title>Pasukan kebangsaan diumumkan | Persatuan Pickleball Malaysia</title>',
    );
    expect(ms).toContain(
      '<meta property="og:title" content="Pasukan kebangsaan diumumkan | Persatuan Pickleball Malaysia">',
    );
    expect(ms).toContain('<meta name="description" content="Skuad untuk Terbuka Asia Pasifik.">');
    expect(ms).toContain(
      '<meta property="og:description" content="Skuad untuk Terbuka Asia Pasifik.">',
    );
    expect(ms).toContain(
      `<meta property="og:url" content="https://mpa.example/ms/news/${created.newsId}">`,
    );
    expect(ms).toContain(
      `<link rel="canonical" href="https://mpa.example/ms/news/${created.newsId}">`,
    );
    expect(ms).toContain(
      `<link rel="alternate" hreflang="en" href="https://mpa.example/news/${created.newsId}">`,
    );
  });
});
