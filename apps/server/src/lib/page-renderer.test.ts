import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../test/factories/admins';

/**
 * A stand-in for the web build's `entry-server.js` (apps/web/src/entry-server.tsx): it reads the
 * API through the function the server gives it, as the real renderer's queries do, and counts its
 * renders so the test can see the server's cache at work.
 */
const FAKE_RENDERER = `
globalThis.__pageRenders = 0;
export function isUnknownPage(pathname) {
  return pathname.startsWith('/nowhere') || pathname === '/admin/nowhere';
}
export async function renderPage(href, fetchApi) {
  const url = new URL(href, 'http://localhost');
  if (url.pathname.startsWith('/admin')) return null;
  if (url.pathname === '/broken') throw new Error('render failed');
  globalThis.__pageRenders += 1;
  if (url.pathname.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 150));
  const news = await fetchApi('/api/news?status=published&limit=50', {});
  const list = await news.json();
  // Pages that also read something the response cache does not hold (an admin list).
  const readsAdminList = url.pathname === '/tournament' || url.pathname === '/milestones';
  const players = readsAdminList ? await fetchApi('/api/players?limit=1', {}) : null;
  if (url.pathname === '/writes') await fetchApi('/api/milestones', { method: 'POST' });
  const state = { title: '</script><script>alert(1)</script>', count: list.length };
  return {
    isNotFound: url.pathname.startsWith('/nowhere'),
    html:
      '<main data-page="' + url.pathname + url.search + '"' +
      (players ? ' data-admin-status="' + players.status + '"' : '') +
      '>rendered</main><p>' + 'Pickleball '.repeat(120) + '</p>',
    state,
  };
}
`;

function renders(): number {
  return (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;
}

describe('server-rendered pages', () => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const entry = path.join(t.config.webDistDir, '..', 'dist-ssr', 'entry-server.js');
    await mkdir(path.dirname(entry), { recursive: true });
    await writeFile(entry, FAKE_RENDERER);
    const { username, password } = await createAdmin(t.db);
    adminCookie = (await loginAdmin(t.app, username, password)).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("puts the page's markup in the root element and its data, script-safe, after it", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/news' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      '<div id="root"><main data-page="/news">rendered</main><p>Pickleball Pickleball',
    );
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(res.body);
    expect(state).not.toBeNull();
    expect(state![1]).not.toContain('</script>');
    expect(JSON.parse(state![1]!)).toEqual({
      title: '</script><script>alert(1)</script>',
      count: 0,
    });
  });

  it('renders as an anonymous visitor even when the request carries an admin session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/tournament',
      headers: { cookie: adminCookie },
    });

    expect(res.body).toContain('data-admin-status="401"');
  });

  it('reuses a rendered page until a cached list changes', async () => {
    await t.app.inject({ method: 'GET', url: '/training' });
    const before = renders();

    const again = await t.app.inject({ method: 'GET', url: '/training' });
    expect(again.body).toContain('data-page="/training"');
    expect(renders()).toBe(before);

    await t.app.responseCache.invalidate('news');
    await t.app.inject({ method: 'GET', url: '/training' });
    expect(renders()).toBe(before + 1);
  });

  it("does not keep a page that read an answer outside the cached lists' control", async () => {
    // This page also reads /api/players (admin only), which has no entity tag.
    const before = renders();
    await t.app.inject({ method: 'GET', url: '/milestones' });
    await t.app.inject({ method: 'GET', url: '/milestones' });
    expect(renders()).toBe(before + 2);
  });

  it('renders a page for its path without tracking parameters, once for requests that arrive together', async () => {
    const before = renders();
    const answers = await Promise.all(
      ['/coaches?utm_source=a', '/coaches?utm_source=b&fbclid=x', '/coaches'].map((url) =>
        t.app.inject({ method: 'GET', url }),
      ),
    );

    expect(renders()).toBe(before + 1);
    for (const res of answers) expect(res.body).toContain('<main data-page="/coaches">');
  });

  it('renders a filtered list with its query (a form sent without JavaScript), never kept', async () => {
    const before = renders();
    const together = await Promise.all(
      ['/coaches?state=Penang&q=', '/coaches?state=Penang&q=&utm_medium=mail'].map((url) =>
        t.app.inject({ method: 'GET', url }),
      ),
    );
    expect(renders()).toBe(before + 1);
    for (const res of together)
      expect(res.body).toContain('<main data-page="/coaches?state=Penang&q=">');
    // Made-up queries cannot fill the cache: a filtered page is rendered for its request.
    await t.app.inject({ method: 'GET', url: '/coaches?state=Penang&q=' });
    expect(renders()).toBe(before + 2);
    const plain = renders();
    await t.app.inject({ method: 'GET', url: '/coaches' });
    expect(renders()).toBe(plain);
  });

  it('answers a URL that names no page with 404 and the not-found page, rendered or not', async () => {
    const rendered = await t.app.inject({ method: 'GET', url: '/nowhere-at-all' });
    expect(rendered.statusCode).toBe(404);
    expect(rendered.headers['content-type']).toMatch(/text\/html/);
    expect(rendered.body).toContain('data-page="/nowhere-at-all"');

    // Not server-rendered (a signed-in area): the shell, still 404.
    const shell = await t.app.inject({ method: 'GET', url: '/admin/nowhere' });
    expect(shell.statusCode).toBe(404);
    expect(shell.body).toContain('<div id="root"></div>');

    for (const url of ['/admin/dashboard', '/news?page=2']) {
      const known = await t.app.inject({ method: 'GET', url });
      expect(known.statusCode, url).toBe(200);
    }
  });

  it('does not keep the not-found page (any path would push real pages out)', async () => {
    const before = renders();
    await t.app.inject({ method: 'GET', url: '/nowhere-at-all' });
    await t.app.inject({ method: 'GET', url: '/nowhere-at-all' });
    expect(renders()).toBe(before + 2);
  });

  it('serves the plain shell beyond four renders at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => t.app.inject({ method: 'GET', url: `/slow-${n}` })),
    );

    const rendered = answers.filter((res) => res.body.includes('id="ssr-state"'));
    expect(rendered).toHaveLength(4);
    for (const res of answers) expect(res.statusCode).toBe(200);
  });

  it('serves the plain shell, with the scripts to preload, when a page is not rendered', async () => {
    for (const url of ['/admin/dashboard', '/broken', '/writes']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('id="ssr-state"');
    }
  });

  it('sends the page gzipped to browsers that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });

    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toContain('data-page="/about"');

    const refused = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('data-page="/about"');
  });
});

/** A stand-in renderer whose page reads a profile by member ID and shows the API's status. */
const PROFILE_RENDERER = `
export async function renderPage(href, fetchApi) {
  const url = new URL(href, 'http://localhost');
  const res = await fetchApi('/api/players' + url.pathname.slice('/players'.length) + '/profile', {});
  return { isNotFound: false, html: '<main data-api-status="' + res.status + '"></main>', state: null };
}
`;

/**
 * The limit counts in fixed one-minute windows: each burst starts a second into one (the clock
 * runs on from there), so a burst never spans two windows.
 */
const startOfAMinute = () =>
  vi.useFakeTimers({
    toFake: ['Date'],
    shouldAdvanceTime: true,
    now: Math.floor(Date.now() / 60_000) * 60_000 + 1_000,
  });

// Issue 39: a rendered page's API reads count against the visitor who asked for the page, so
// one visitor can neither look up member IDs unthrottled through pages nor use up everyone's.
describe("server-rendered pages read the API as their visitor's address", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({}, { PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '2' });
    const entry = path.join(t.config.webDistDir, '..', 'dist-ssr', 'entry-server.js');
    await mkdir(path.dirname(entry), { recursive: true });
    await writeFile(entry, PROFILE_RENDERER);
  });
  afterAll(() => t.close());
  beforeEach(startOfAMinute);
  afterEach(() => vi.useRealTimers());

  const page = async (memberId: string, ip: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/players/${memberId}`,
      remoteAddress: ip,
    });
    return /data-api-status="(\d+)"/.exec(res.body)?.[1];
  };

  it('limits one visitor, not the others', async () => {
    // Three visitors, one page each: nobody is refused.
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect(await page('MPA900001', ip), ip).toBe('404');
    // One visitor past the limit is refused, through pages as through the API.
    expect(await page('MPA900002', '198.51.100.1')).toBe('404');
    expect(await page('MPA900003', '198.51.100.1')).toBe('429');
    expect(await page('MPA900004', '198.51.100.4')).toBe('404');
  });
});
