import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('pages in English and Bahasa Malaysia', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves a /ms page with lang="ms" and links to both languages', async () => {
    const res = await get('/ms/news');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ms">');
    const site = t.config.siteUrl;
    expect(res.body).toContain(`<link rel="alternate" hreflang="en" href="${site}/news">`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="ms" href="${site}/ms/news">`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="x-default" href="${site}/news">`);
  });

  it('serves the English page with lang="en" and the same alternates', async () => {
    const res = await get('/');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(`hreflang="ms" href="${t.config.siteUrl}/ms"`);
  });

  it('gives private pages no alternates', async () => {
    const res = await get('/ms/player/dashboard');
    expect(res.body).toContain('<html lang="ms">');
    expect(res.body).not.toContain('hreflang');
  });

  it('sends a browser that prefers Malay from a plain URL to the /ms page, query kept', async () => {
    const res = await get('/tournament?year=2027', {
      'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ms/tournament?year=2027');
    expect(String(res.headers.vary)).toMatch(/accept-language/);
  });

  it('lets the cookie win over the browser, both ways', async () => {
    const english = await get('/news', {
      'accept-language': 'ms',
      cookie: 'lang=en',
    });
    expect(english.statusCode).toBe(200);
    const malay = await get('/news', { 'accept-language': 'en-GB', cookie: 'lang=ms' });
    expect(malay.statusCode).toBe(302);
    expect(malay.headers.location).toBe('/ms/news');
  });

  it('never moves a /ms link, nor a visitor whose browser asks for English or nothing', async () => {
    expect((await get('/ms/news', { cookie: 'lang=en' })).statusCode).toBe(200);
    expect((await get('/news', { 'accept-language': 'en-US,en;q=0.9' })).statusCode).toBe(200);
    expect((await get('/news')).statusCode).toBe(200);
  });

  it('remembers a language picked with the switcher and goes to that page', async () => {
    const toMalay = await get('/news?lang=ms');
    expect(toMalay.statusCode).toBe(302);
    expect(toMalay.headers.location).toBe('/ms/news');
    expect(toMalay.headers['set-cookie']).toMatch(/^lang=ms; Path=\/; Max-Age=\d+; SameSite=Lax$/);

    const toEnglish = await get('/ms?lang=en&tab=x');
    expect(toEnglish.headers.location).toBe('/?tab=x');
    expect(toEnglish.headers['set-cookie']).toMatch(/^lang=en;/);
  });

  it('ignores an unknown language and never redirects off the site', async () => {
    const unknown = await get('/news?lang=fr');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/news');
    expect(unknown.headers['set-cookie']).toBeUndefined();

    const offsite = await get('//evil.example/path?lang=ms');
    expect(offsite.headers.location).toBe('/ms/evil.example/path');
    const backslash = await get('/\\evil.example?lang=en');
    expect(backslash.headers.location).toMatch(/^\/(?![/\\])/);
  });

  it('lists every public page in both languages in the sitemap, and keeps /ms private areas out of robots', async () => {
    const sitemap = await get('/sitemap.xml');
    const site = t.config.siteUrl;
    expect(sitemap.body).toContain(`<loc>${site}/news</loc>`);
    expect(sitemap.body).toContain(`<loc>${site}/ms/news</loc>`);
    expect(sitemap.body).toContain(`<loc>${site}/ms</loc>`);
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /ms/admin');
    expect(robots.body).toContain('Allow: /ms/picklezone/login');
  });

  it('answers API requests the same whatever the language preference', async () => {
    const res = await get('/api/health', { 'accept-language': 'ms', cookie: 'lang=ms' });
    expect(res.statusCode).toBe(200);
  });
});
