import { localeOfPath, stripLocale, type Locale } from '@app/shared/locale';
import { DEFERRED_PRELOADS_ID, SSR_STATE_ID } from '@app/shared/site';

import type { RenderedMarkup } from '../lib/page-renderer';

/**
 * What the static-files plugin writes into the SPA's index.html for a page: its head tags
 * (title, description, Open Graph), its preloads, its server-rendered markup and the
 * demonstration notice. Pure string functions, tested through the plugin.
 */
/** Everything `withPageMeta` writes into a page's head. */
export interface PageHeadTags {
  title: string;
  description: string;
  image: string | null;
  /** The page's address (og:url and canonical); null for a page not to be shared or indexed. */
  url: string | null;
  type: 'article' | 'website';
  locale: Locale;
  noindex: boolean;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_MY', ms: 'ms_MY' };

/**
 * Adds the page's title, description, canonical address and Open Graph / Twitter tags, in the
 * page's language, to the SPA's index.html.
 */
export function withPageMeta(html: string, meta: PageHeadTags): string {
  const other: Locale = meta.locale === 'ms' ? 'en' : 'ms';
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex, nofollow">'] : []),
    ...(meta.url ? [`<link rel="canonical" href="${escapeHtml(meta.url)}">`] : []),
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[meta.locale]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}">`,
    ...(meta.url ? [`<meta property="og:url" content="${escapeHtml(meta.url)}">`] : []),
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `${tags}</head>`);
}

/** Scripts per lazily loaded page, written by the web build (`route-preloads.json`). */
export type RoutePreloads = Record<string, string[]>;

/** The app's own scripts in `route-preloads.json` (see apps/web/vite.config.ts). */
const APP_PRELOADS_KEY = '_app';

/**
 * The web build keys each page's files by its route module's name, which follows the URL:
 * `/registered-organizers` → `registered-organizers`, `/picklezone/login` → `picklezone-login`,
 * `/news/NEWS1` → `news` (the first segment when the whole path names no page). They come with
 * the app's own scripts (for a page the server rendered, the entry preloads them once it has
 * painted, see `withPreloads`).
 */
export function preloadsFor(pathname: string, preloads: RoutePreloads): string[] {
  // A Bahasa Malaysia page (`/ms/news`) has its own list (`ms/news`): its messages differ.
  const locale = localeOfPath(pathname);
  const key = (name: string) => (locale === 'en' ? name : `${locale}/${name}`);
  const segments = stripLocale(pathname).split('/').filter(Boolean);
  const page =
    segments.length === 0
      ? []
      : (preloads[key(segments.join('-'))] ?? preloads[key(segments[0]!)] ?? []);
  return [...new Set([...(preloads[key(APP_PRELOADS_KEY)] ?? []), ...page])];
}

const SCRIPT_FILE = /^\/assets\/[\w.-]+\.js$/;
const STYLE_FILE = /^\/assets\/[\w.-]+\.css$/;

/**
 * Links a page's own style sheets (server-rendered markup is styled before any script runs) and
 * its scripts: as modulepreload links, to download alongside the entry, or, for a page the
 * server rendered (`deferScripts`), as a list the entry preloads once the page has painted.
 */
export function withPreloads(
  html: string,
  files: readonly string[],
  { deferScripts = false }: { deferScripts?: boolean } = {},
): string {
  if (files.length === 0) return html;
  const scripts = files.filter((file) => SCRIPT_FILE.test(file));
  const styles = files
    .filter((file) => STYLE_FILE.test(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`);
  const links = [
    ...styles,
    deferScripts
      ? `<script type="application/json" id="${DEFERRED_PRELOADS_ID}">${JSON.stringify(scripts)}</script>`
      : scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join(''),
  ].join('');
  return html.replace('</head>', `${links}</head>`);
}

const EMPTY_ROOT = '<div id="root"></div>';

const DEMO_NOTICE = {
  en: {
    label: 'Demonstration site',
    text: 'Demonstration site: the people, clubs, events and results shown here are fictional.',
  },
  ms: {
    label: 'Laman demonstrasi',
    text: 'Laman demonstrasi: orang, kelab, acara dan keputusan yang dipaparkan di sini adalah rekaan.',
  },
} as const;

/**
 * The demonstration site's closing line, in the page's language, after the app: a labelled
 * landmark of its own, so screen-reader users find it as they would any part of the page.
 */
export function withDemoNotice(html: string, pathname: string): string {
  const locale = localeOfPath(pathname);
  const { label, text } = DEMO_NOTICE[locale];
  const notice = `<aside aria-label="${label}" lang="${locale}" class="bg-brand-950 px-4 pb-6 text-center text-sm text-brand-100"><p>${text}</p></aside>`;
  return html.replace('</body>', () => `${notice}</body>`);
}

/** Puts server-rendered markup in the root element and its data in a JSON block after it. */
export function withRenderedPage(html: string, page: RenderedMarkup): string {
  const rendered = `<div id="root">${page.appHtml}</div><script type="application/json" id="${SSR_STATE_ID}">${page.stateJson}</script>`;
  return html.replace(EMPTY_ROOT, () => rendered);
}
