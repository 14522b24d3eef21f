import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../../src/config/env';
import { buildTestApp, type TestApp } from '../build-test-app';
import { TEST_DATA_KEY_ENV } from '../data-keys';
import { createPlayer } from '../factories/players';
import { waitForMail } from '../mail';

/**
 * Hole 6: without PUBLIC_URL, a request's Host header was reflected into og:url, the sitemap
 * and the links in mail, so a forged Host could plant links to another site.
 */
describe('hole 6 — the Host header is never reflected into links', () => {
  it('refuses to start in production without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://mpa.example',
        ...TEST_DATA_KEY_ENV,
      }).siteUrl,
    ).toBe('https://mpa.example');
  });

  it('uses the configured listen address in development', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4100' }).siteUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4100' }).siteUrl).toBe('http://localhost:4100');
    expect(loadConfig({ HOST: '::1', PORT: '4100' }).siteUrl).toBe('http://[::1]:4100');
  });

  describe('with no PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({}, { HOST: '127.0.0.1', PORT: '4100' });
    });
    afterAll(() => t.close());

    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

    it('keeps a forged Host out of robots.txt and the sitemap', async () => {
      const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: evil });
      expect(robots.body).toContain('Sitemap: http://127.0.0.1:4100/sitemap.xml');
      const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: evil });
      expect(sitemap.body).toContain('<loc>http://127.0.0.1:4100/</loc>');
      expect(sitemap.body).not.toContain('evil.example');
    });

    it('keeps a forged Host out of page metadata', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/news', headers: evil });
      expect(page.body).not.toContain('evil.example');
    });

    it('keeps a forged Host out of mail links', async () => {
      const { player } = await createPlayer(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/players/forgot-password',
        headers: evil,
        payload: { email: player.email },
      });
      expect(res.statusCode).toBe(200);
      const mail = await waitForMail(t, (m) => m.to === player.email && /Reset/.test(m.subject));
      expect(mail.text).toContain('http://127.0.0.1:4100/player/reset-password?token=');
      expect(mail.text).not.toContain('evil.example');
    });
  });
});
