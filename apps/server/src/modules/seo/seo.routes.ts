import type { FastifyPluginAsync } from 'fastify';

import { LOCALES, localizePath } from '@app/shared/locale';
import { CRAWLABLE_ENTRY_PAGES, PRIVATE_PATH_PREFIXES, PUBLIC_PAGES } from '@app/shared/site';

/** A path in every language: `/news` → `/news`, `/ms/news`. */
function inEveryLanguage(paths: readonly string[]): string[] {
  return paths.flatMap((p) => LOCALES.map((locale) => localizePath(p, locale)));
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The files this module generates at the site's root (a web build's copies are not served). */
export const GENERATED_FILES = ['robots.txt', 'sitemap.xml'] as const;

/** robots.txt and sitemap.xml of the public pages. */
export const seoRoutes: FastifyPluginAsync<{
  /** The configured site origin (never the request's Host header). */
  siteUrl: string;
  extraUrls?: () => Promise<string[]>;
}> = async (app, { siteUrl, extraUrls }) => {
  app.get('/robots.txt', async (_req, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      // The longest matching rule wins, so these stay crawlable inside disallowed areas.
      ...inEveryLanguage(CRAWLABLE_ENTRY_PAGES).map((p) => `Allow: ${p}`),
      ...inEveryLanguage(PRIVATE_PATH_PREFIXES.filter((p) => p !== '/api/')).map(
        (p) => `Disallow: ${p}`,
      ),
      'Disallow: /api/',
      `Sitemap: ${siteUrl}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_req, reply) => {
    const origin = siteUrl;
    // Every page in both languages: English at its plain URL, Bahasa Malaysia under /ms.
    const paths = inEveryLanguage([...PUBLIC_PAGES, ...((await extraUrls?.()) ?? [])]);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
};
