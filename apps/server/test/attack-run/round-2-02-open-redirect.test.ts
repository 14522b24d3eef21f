import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';

/**
 * Round 2, item 2: the language switch (`?lang=`) rebuilt the page's path without the `/ms`
 * prefix, so `/ms//evil.test/x?lang=en` answered `Location: //evil.test/x` and
 * `/ms/\evil.test?lang=en` answered `/\evil.test`: a browser reads both as another site. Every
 * Location the server builds now goes through one helper (`sameOriginPath`, packages/shared)
 * that drops control characters, treats `\` and encoded slashes as separators, collapses runs of
 * them, resolves dot segments and so always answers a path on this site.
 */
describe('round 2, item 2 — every redirect stays on the site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.21' });

  /** Where a browser on http://site.test would go. */
  function expectSameOrigin(location: string | undefined) {
    expect(location, 'a Location header').toBeTypeOf('string');
    const target = location as string;
    expect(target).toMatch(/^\/[^/\\]|^\/$/);
    expect(Array.from(target).filter((c) => c.charCodeAt(0) <= 0x20 || c === '\x7f')).toEqual([]);
    const resolved = new URL(target, 'http://site.test/');
    expect(resolved.origin).toBe('http://site.test');
    // The page the browser then shows builds its links from this path: no `//` there either.
    expect(resolved.pathname).not.toMatch(/\/\//);
  }

  const bodies = [
    '//evil.test/x',
    '/\\evil.test',
    '\\\\evil.test',
    '/\\/evil.test',
    '///evil.test',
    '/%2f%2fevil.test',
    '/%2F%2Fevil.test/x',
    '/%2fevil.test',
    '/%5cevil.test',
    '/%5C%5Cevil.test',
    '/%252f%252fevil.test',
    '/%25252f%25252fevil.test',
    '/%255cevil.test',
    '/%09/evil.test',
    '/%0a/evil.test',
    '/%0d%0a/evil.test',
    '/%00/evil.test',
    '/ /evil.test',
    '/%20/evil.test',
    '/@evil.test',
    '//user@evil.test',
    '//evil.test@site.test',
    '/..//evil.test',
    '/./%2fevil.test',
    '/%2e%2e//evil.test',
    '/%2e%2e/%2fevil.test',
    '/javascript:alert(1)',
    '/http://evil.test',
    '/https:evil.test',
    '/%68ttp://evil.test',
  ];

  const cases = bodies.flatMap((body) => [
    `/ms${body}?lang=en`,
    `/ms${body}?lang=ms`,
    `${body}?lang=ms`,
    `${body}?lang=en`,
    `${body}?lang=fr`,
    `/ms${body}?lang=xx&next=//evil.test`,
  ]);

  it.each(cases)('%s answers a path on this site', async (url) => {
    const res = await get(url);
    if (res.statusCode === 302) expectSameOrigin(res.headers.location as string | undefined);
    else expect(res.statusCode, 'no 500 for a strange path').toBeLessThan(500);
  });

  it('the attack run URLs now redirect to a path on this site', async () => {
    const slashes = await get('/ms//evil.test/x?lang=en');
    expect(slashes.statusCode).toBe(302);
    expect(slashes.headers.location).toBe('/evil.test/x');

    const backslash = await get('/ms/\\evil.test?lang=en');
    expect(backslash.statusCode).toBe(302);
    expect(backslash.headers.location).toBe('/evil.test');
  });

  it('a plain URL for a visitor who reads Malay goes to its /ms page, on this site', async () => {
    for (const body of [
      '//evil.test/x',
      '/%2f%2fevil.test',
      '/%5c%5cevil.test',
      '/%09/evil.test',
    ]) {
      const res = await get(body, { 'accept-language': 'ms-MY,ms;q=0.9' });
      expect(res.statusCode).toBe(302);
      expectSameOrigin(res.headers.location as string | undefined);
      expect(res.headers.location).toMatch(/^\/ms\//);
    }
    const cookie = await get('/%5c%5cevil.test?x=1', { cookie: 'lang=ms' });
    expect(cookie.statusCode).toBe(302);
    expect(cookie.headers.location).toBe('/ms/evil.test?x=1');
  });

  it('keeps ordinary switches as they were', async () => {
    expect((await get('/ms/news?lang=en')).headers.location).toBe('/news');
    expect((await get('/ms?lang=en')).headers.location).toBe('/');
    expect((await get('/news/N1?lang=ms&year=2027')).headers.location).toBe(
      '/ms/news/N1?year=2027',
    );
    expect((await get('/news/a%20b?lang=ms')).headers.location).toBe('/ms/news/a%20b');
  });
});
