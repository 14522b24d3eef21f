import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * A stand-in for the web build's `entry-server.js`: like the real one, it renders public pages
 * and names each page's head in the page's language (the web app's `Seo`; the real catalogues'
 * titles are checked in apps/web/src/entry-server.test.tsx), and gives the site's own head for
 * pages it does not render. `/slow…` never finishes in time to matter; `/admin…` is not rendered.
 */
const FAKE_RENDERER = `
const SITE = { en: 'Malaysia Pickleball Association', ms: 'Persatuan Pickleball Malaysia' };
export async function renderPage(href) {
  const { pathname } = new URL(href, 'http://localhost');
  const locale = pathname === '/ms' || pathname.startsWith('/ms/') ? 'ms' : 'en';
  const page = locale === 'ms' ? pathname.slice(3) || '/' : pathname;
  if (page.startsWith('/admin') || page.startsWith('/player/dashboard')) return null;
  const isNotFound = page.startsWith('/nowhere');
  const name = isNotFound ? (locale === 'ms' ? 'Halaman Tidak Ditemui' : 'Page Not Found') : page;
  // The language switcher as React renders it: for the path alone, no query.
  const ms = page === '/' ? '/ms' : '/ms' + page;
  const switcher =
    '<a href="' + page + '?lang=en" hrefLang="en" lang="en" aria-label="English">EN</a>' +
    '<a href="' + ms + '?lang=ms" hrefLang="ms" lang="ms" aria-label="Bahasa Malaysia">BM</a>';
  return {
    html: '<header>' + switcher + '</header><main>' + page + '</main>',
    state: {},
    isNotFound,
    head: {
      title: name + ' <' + locale + '> | ' + SITE[locale],
      description: (locale === 'ms' ? 'Halaman ' : 'The page ') + page + ' & more',
      noindex: page.startsWith('/verify/'),
    },
  };
}
export function isUnknownPage(pathname) {
  return pathname.includes('/nowhere');
}
export async function siteHead(locale) {
  return locale === 'ms'
    ? { title: 'Persatuan Pickleball Malaysia – Laman Web Rasmi', description: 'Laman web rasmi', noindex: false }
    : { title: 'Malaysia Pickleball Association – Official Website', description: 'Official website', noindex: false };
}
`;

const ORIGIN = 'https://mpa.example';

/** The public pages the server renders (tournament and news pages: see their modules' tests). */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/affiliate',
  '/organization',
  '/milestones',
  '/news',
  '/tournament',
  '/registered-organizers',
  '/training',
  '/tournament-guidelines',
  '/venue-guidelines',
  '/terms-and-conditions',
  '/privacy-policy',
  '/venue',
  '/venue/V1',
  '/coaches',
  '/clubs',
  '/referee',
  '/contact',
];

const msPath = (page: string) => (page === '/' ? '/ms' : `/ms${page}`);

function headTags(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)">/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)">/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)">/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)">/),
    ogLocale: attr(/<meta property="og:locale" content="([^"]*)">/),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    hreflang: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    ),
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
  };
}

describe('page heads in the page’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { PUBLIC_URL: ORIGIN });
    const entry = path.join(t.config.webDistDir, '..', 'dist-ssr', 'entry-server.js');
    await mkdir(path.dirname(entry), { recursive: true });
    await writeFile(entry, FAKE_RENDERER);
  });
  afterAll(() => t.close());

  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it.each(PUBLIC_PAGES)(
    '%s: title, description and Open Graph tags of each language, at its own address',
    async (page) => {
      const en = headTags(await get(page));
      const ms = headTags(await get(msPath(page)));

      const lang = (locale: 'en' | 'ms') => `&#60;${locale}&#62;`;
      expect(en.title).toContain(lang('en'));
      expect(ms.title).toContain(lang('ms'));
      for (const head of [en, ms]) {
        expect(head.ogTitle).toBe(head.title);
        expect(head.ogDescription).toBe(head.description);
        expect(head.descriptions).toBe(1);
      }
      expect(ms.title).not.toBe(en.title);
      expect(ms.description).not.toBe(en.description);
      expect(ms.ogTitle).not.toBe(en.ogTitle);
      expect(ms.ogDescription).not.toBe(en.ogDescription);
      expect(ms.description).toBe(`Halaman ${page} &#38; more`);

      expect(en.ogUrl).toBe(`${ORIGIN}${page}`);
      expect(ms.ogUrl).toBe(`${ORIGIN}${msPath(page)}`);
      expect(en.canonical).toBe(en.ogUrl);
      expect(ms.canonical).toBe(ms.ogUrl);
      expect([en.ogLocale, ms.ogLocale]).toEqual(['en_MY', 'ms_MY']);

      // The links between the two languages stay, the same on both.
      const alternates = [
        `en ${ORIGIN}${page}`,
        `ms ${ORIGIN}${msPath(page)}`,
        `x-default ${ORIGIN}${page}`,
      ];
      expect(en.hreflang).toEqual(alternates);
      expect(ms.hreflang).toEqual(alternates);
    },
  );

  it('keeps the query in the language links of a rendered page; its address and alternates stay the page’s', async () => {
    const links = (html: string) =>
      [...html.matchAll(/<a href="([^"]*)" hreflang="(en|ms)"/gi)].map((m) => `${m[2]} ${m[1]}`);
    const malay = await get('/ms/coaches?state=Selangor');
    expect(links(malay)).toEqual([
      'en /coaches?state=Selangor&#38;lang=en',
      'ms /ms/coaches?state=Selangor&#38;lang=ms',
    ]);
    const english = await get('/coaches?state=Selangor&page=2');
    expect(links(english)).toEqual([
      'en /coaches?state=Selangor&#38;page=2&#38;lang=en',
      'ms /ms/coaches?state=Selangor&#38;page=2&#38;lang=ms',
    ]);
    // One page whatever its filters: canonical and alternates name the page itself.
    expect(headTags(malay).canonical).toBe(`${ORIGIN}/ms/coaches`);
    expect(headTags(malay).hreflang).toEqual([
      `en ${ORIGIN}/coaches`,
      `ms ${ORIGIN}/ms/coaches`,
      `x-default ${ORIGIN}/coaches`,
    ]);
    // Without a query the links are as rendered; a query cannot break out of the attribute.
    expect(links(await get('/ms/coaches'))).toEqual([
      'en /coaches?lang=en',
      'ms /ms/coaches?lang=ms',
    ]);
    const hostile = await get('/ms/coaches?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(hostile).not.toContain('<script>alert(1)');
    expect(links(hostile)[0]).toBe(
      'en /coaches?q=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&#38;lang=en',
    );
  });

  it('gives the sign-in pages their head in each language, but no address to index', async () => {
    for (const page of ['/player/login', '/picklezone/login']) {
      const en = headTags(await get(page));
      const ms = headTags(await get(msPath(page)));
      expect(ms.title).not.toBe(en.title);
      expect(ms.ogTitle).toBe(ms.title);
      expect(ms.description).toBe(`Halaman ${page} &#38; more`);
      expect(ms.canonical).toBeNull();
      expect(ms.ogUrl).toBeNull();
    }
  });

  it('gives a page served as the plain shell the site’s head in its language', async () => {
    const ms = headTags(await get('/ms/player/dashboard'));
    expect(ms.title).toBe('Persatuan Pickleball Malaysia – Laman Web Rasmi');
    expect(ms.description).toBe('Laman web rasmi');
    // Signed-in screens are not for sharing or indexing: no address, no alternates.
    expect(ms.canonical).toBeNull();
    expect(ms.ogUrl).toBeNull();
    expect(ms.hreflang).toEqual([]);
    expect(headTags(await get('/player/dashboard')).title).toBe(
      'Malaysia Pickleball Association – Official Website',
    );
  });

  it('names no address for a page that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ms/nowhere' });
    expect(res.statusCode).toBe(404);
    const ms = headTags(res.body);
    expect(ms.title).toBe('Halaman Tidak Ditemui &#60;ms&#62; | Persatuan Pickleball Malaysia');
    expect(ms.canonical).toBeNull();
    expect(ms.ogUrl).toBeNull();
  });

  it('asks search engines to skip a page its head says not to index', async () => {
    const html = await get('/ms/verify/abc');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(headTags(html).canonical).toBeNull();
  });
});
