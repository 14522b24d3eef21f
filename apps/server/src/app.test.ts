import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../test/build-test-app';

describe('app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown /api paths with a JSON 404, never the SPA', async () => {
    for (const url of ['/api/does-not-exist', '/api', '/api/admin/nope?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(typeof res.json().error).toBe('string');
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(typeof post.json().error).toBe('string');
  });

  it('serves the SPA for client routes with a fallback to index.html', async () => {
    for (const url of ['/', '/tournament', '/admin/dashboard', '/news/NEWS123']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      // The shell, with the page's language (and, for public pages, its hreflang links).
      expect(res.body).toMatch(
        /^<!doctype html><html lang="en"><head><title>MPA test shell<\/title>/,
      );
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with long-lived cache headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toMatch(
      /frame-src https:\/\/www\.youtube\.com https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com https:\/\/www\.dailymotion\.com/,
    );
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('gives every error a string `error`, with code and field details for bad input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 42 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(typeof body.error).toBe('string');
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Array.isArray(body.details)).toBe(true);
    expect(body.details.length).toBeGreaterThan(0);
  });

  it('refuses malformed JSON, wrong content types and huge bodies with clear 4xx', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('The request body is not valid JSON');

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(typeof wrongType.json().error).toBe('string');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    });
    expect(huge.statusCode).toBe(413);
    expect(typeof huge.json().error).toBe('string');
  });

  it('keeps CORS off by default', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes a well-formed incoming request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-trace' },
    });
    expect(res.headers['x-request-id']).toBe('abc12345-trace');
  });

  it('serves robots.txt and a sitemap of the public pages', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /picklezone');
    expect(robots.body).toContain('Allow: /picklezone/login');
    expect(robots.body).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain('/tournament</loc>');
    expect(sitemap.body).toContain('/privacy-policy</loc>');
    expect(sitemap.body).not.toContain('/admin');
  });
});

describe('CORS allow-list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ corsOrigins: ['https://partner.example'] });
  });
  afterAll(() => t.close());

  it('allows only listed origins', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://partner.example' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
