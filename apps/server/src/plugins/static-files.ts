import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { ErrorBody } from '@app/shared/errors';
import { localeOfPath, localizePath, stripLocale, type Locale } from '@app/shared/locale';
import { mediaContentType } from '@app/shared/media-types';
import { sameOriginPathAndQuery } from '@app/shared/same-origin-path';
import { PRIVATE_PATH_PREFIXES } from '@app/shared/site';

import { languageRedirect, withLanguageLinks, withPageLanguage } from '../lib/page-language';
import type { PageHead, RenderedMarkup } from '../lib/page-renderer';
import { acceptsGzip } from '../lib/response-cache';

import {
  preloadsFor,
  withDemoNotice,
  withPageMeta,
  withPreloads,
  withRenderedPage,
  type RoutePreloads,
} from './page-html';

export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  /** The page's own address in its language (canonical, og:url). */
  url: string;
  type?: 'article' | 'website';
}

/** What a module needs to describe a page in the page's language. */
export interface PageSite {
  /** The site's public origin. */
  origin: string;
  locale: Locale;
  /** The association's name in that language (page titles end with it). */
  name: string;
}

/** Where uploaded media is read from (the media module's storage). */
export interface UploadsSource {
  /** Local disk: served as static files from this folder. */
  readonly localRoot?: string;
  /** Otherwise (object storage): the stored bytes, or null. */
  get(key: string): Promise<Buffer | null>;
  /** The key behind an `/uploads/…` URL, or null when it is not a valid one. */
  keyFromUrl(url: string): string | null;
}

export interface StaticFilesOptions {
  webDistDir: string;
  uploads: UploadsSource;
  /**
   * Open Graph data for a record's page (`/news/<id>`, `/tournament/<id>`; the path without its
   * language prefix) in the page's language, or null: the picture and address, and the title
   * and description when the page is not rendered here.
   */
  pageMeta?: (pathname: string, locale: Locale) => Promise<PageMeta | null>;
  /** The site's title and description in a language, for pages served as the plain shell. */
  siteHead?: (locale: Locale) => Promise<PageHead | null>;
  /**
   * The page's server-rendered markup (public pages), or null for the plain SPA shell; its
   * reads of the API count against the visitor's address (their rate limits).
   */
  renderPage?: (url: string, visitorAddress: string) => Promise<RenderedMarkup | null>;
  /** Whether the web app has no page at this URL (its shell then answers 404). */
  isUnknownPage?: (url: string) => Promise<boolean>;
  /**
   * Top-level files the server generates itself (robots.txt, sitemap.xml): a build's files of
   * the same name are not served.
   */
  generatedFiles?: readonly string[];
  /** The site's public origin, for the links between a page's two languages (hreflang). */
  siteUrl?: string;
  /**
   * A demonstration site (demo content seeded): every page ends with a line saying that the
   * people, clubs and events on it are fictional. Plain markup, outside the app.
   */
  isDemo?: boolean;
}

/** Our web build puts every hashed file in assets/. */
const ASSETS_DIR = `${path.sep}assets${path.sep}`;

/** Where uploaded media are served; the old frontend asks for them under /api/uploads. */
const UPLOAD_PREFIXES = ['/uploads/', '/api/uploads/'] as const;

/**
 * A file name carrying a content hash (`index-B4x9kQ2a.js`, `main.3f2a1b4c.css`): its content
 * never changes, so browsers may keep it for a year. A hash has digits or capitals; a plain
 * word (`-polyfill.js`) is not one.
 */
export function isHashedName(filePath: string): boolean {
  const match = /[.-]([A-Za-z0-9_]{8,})\.[A-Za-z0-9]+$/.exec(path.basename(filePath));
  return match !== null && /[0-9A-Z]/.test(match[1]!) && /[a-z0-9]/.test(match[1]!);
}

/** Pages are sent gzipped when the browser accepts it; the last few compressions are kept. */
const GZIP_MIN_BYTES = 1024;
const GZIP_MEMO_SIZE = 32;

function createGzipMemo() {
  const memo = new Map<string, Buffer>();
  return (html: string): Buffer => {
    const hit = memo.get(html);
    if (hit) return hit;
    const body = gzipSync(html, { level: 6 });
    if (memo.size >= GZIP_MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    memo.set(html, body);
    return body;
  };
}

const JSON_404_PREFIXES = ['/api/', '/api', ...UPLOAD_PREFIXES];

function isJsonPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return JSON_404_PREFIXES.some(
    (p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`),
  );
}

/**
 * Serves the built SPA (files with hashed names cached for a year, everything compressed,
 * index.html never cached) with a fallback to index.html for client routes (404 for a URL that
 * names no page), uploaded media under /uploads (and /api/uploads), and JSON 404s for unknown
 * /api paths.
 */
export const staticFilesPlugin = fp<StaticFilesOptions>(
  async (
    app: FastifyInstance,
    {
      webDistDir,
      uploads,
      pageMeta,
      siteHead,
      renderPage,
      isUnknownPage,
      generatedFiles = [],
      siteUrl = '',
      isDemo = false,
    },
  ) => {
    if (uploads.localRoot) {
      const uploadsDir = uploads.localRoot;
      await mkdir(uploadsDir, { recursive: true });
      for (const prefix of UPLOAD_PREFIXES) {
        await app.register(fastifyStatic, {
          root: uploadsDir,
          prefix,
          decorateReply: false,
          index: false,
          list: false,
          dotfiles: 'deny',
          immutable: true,
          maxAge: '365d',
          cacheControl: true,
        });
      }
    } else {
      // Object storage: read through the server, same URLs and headers as from disk.
      for (const [prefix, url] of [
        ['/uploads/', '/uploads/*'],
        ['/api/uploads/', '/api/uploads/*'],
      ] as const) {
        app.get(url, async (req, reply) => {
          const pathname = (req.url.split('?')[0] ?? '').slice(prefix.length);
          const key = uploads.keyFromUrl(`/uploads/${pathname}`);
          const bytes = key ? await uploads.get(key) : null;
          if (!key || !bytes)
            return reply.code(404).send({
              error: `Route GET ${req.url.split('?')[0]} not found`,
              code: 'NOT_FOUND',
            } satisfies ErrorBody);
          return reply
            .header('cache-control', 'public, max-age=31536000, immutable')
            .type(mediaContentType(key) ?? 'application/octet-stream')
            .send(bytes);
        });
      }
    }

    const indexPath = path.join(webDistDir, 'index.html');
    const hasSpa = existsSync(indexPath);
    if (!hasSpa)
      app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve the site');

    if (hasSpa) {
      const shadowed = generatedFiles.filter((file) => existsSync(path.join(webDistDir, file)));
      if (shadowed.length > 0) {
        app.log.info(
          { webDistDir, files: shadowed },
          `the web build's ${shadowed.join(' and ')} are ignored: the server generates them`,
        );
      }
      // In their own scope, so compression applies to the build's files alone. Our build
      // writes .br/.gz beside each script and style sheet; any other build is compressed as
      // it is sent.
      await app.register(async (scope) => {
        // One route per file: their request series share one `route` label, not one per hash.
        scope.addHook('onRoute', (route) => {
          route.config = { ...route.config, metricsRoute: 'static' };
        });
        await scope.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
        await scope.register(fastifyStatic, {
          root: webDistDir,
          prefix: '/',
          wildcard: false,
          globIgnore: shadowed,
          index: false,
          preCompressed: true,
          cacheControl: false,
          setHeaders(res, filePath) {
            res.setHeader('vary', 'accept-encoding');
            res.setHeader(
              'cache-control',
              isHashedName(filePath) || filePath.includes(ASSETS_DIR)
                ? 'public, max-age=31536000, immutable'
                : 'public, max-age=300',
            );
          },
        });
      });
    }

    const gzipped = createGzipMemo();
    let indexHtml: string | undefined;
    let routePreloads: RoutePreloads | undefined;
    async function readIndex(pathname: string, isRendered: boolean): Promise<string> {
      indexHtml ??= await readFile(indexPath, 'utf8');
      routePreloads ??= await readFile(path.join(webDistDir, 'route-preloads.json'), 'utf8').then(
        (text) => JSON.parse(text) as RoutePreloads,
        () => ({}),
      );
      return withPreloads(indexHtml, preloadsFor(pathname, routePreloads), {
        deferScripts: isRendered,
      });
    }

    /** Pages behind a secret link (card checks, unsubscribe): never indexed, cached or referred. */
    const PRIVATE_PAGES = /^\/(?:verify|membership)\//;

    app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
      if (isJsonPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD') || !hasSpa) {
        return reply.code(404).send({
          error: `Route ${req.method} ${req.url.split('?')[0]} not found`,
          code: 'NOT_FOUND',
        } satisfies ErrorBody);
      }
      // The language switcher, and a plain URL for a visitor who reads Bahasa Malaysia.
      const redirect = languageRedirect({
        url: req.url,
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      });
      if (redirect) {
        if (redirect.setCookie) void reply.header('set-cookie', redirect.setCookie);
        return reply
          .code(302)
          .header('cache-control', 'no-store')
          .header('vary', 'cookie, accept-language')
          .redirect(sameOriginPathAndQuery(redirect.location));
      }
      // Client-side routes: the SPA decides what to show (including its own not-found page).
      const pathname = req.url.split('?')[0] ?? '/';
      const page = stripLocale(pathname);
      const locale = localeOfPath(pathname);
      const [meta, rendered] = await Promise.all([
        pageMeta ? pageMeta(page, locale).catch(() => null) : null,
        renderPage ? renderPage(req.url, req.ip).catch(() => null) : null,
      ]);
      const isPrivate = PRIVATE_PAGES.test(page);
      const isIndexable = !isPrivate && !PRIVATE_PATH_PREFIXES.some((p) => page.startsWith(p));
      // The same page either way: a URL that names no page answers 404.
      const isNotFound = rendered
        ? rendered.isNotFound
        : ((await isUnknownPage?.(req.url).catch(() => false)) ?? false);
      // The title and description the page itself shows (its render), else the record's, else
      // the site's: always in the page's language.
      const text =
        rendered?.head ?? meta ?? (siteHead ? await siteHead(locale).catch(() => null) : null);
      let html = await readIndex(pathname, rendered !== null);
      if (text) {
        html = withPageMeta(html, {
          title: text.title,
          description: text.description,
          image: meta?.image ?? null,
          type: meta?.type ?? 'website',
          url:
            isIndexable && !isNotFound
              ? (meta?.url ?? `${siteUrl}${localizePath(page, locale)}`)
              : null,
          locale,
          noindex: rendered?.head?.noindex ?? false,
        });
      }
      if (rendered) html = withLanguageLinks(withRenderedPage(html, rendered), req.url);
      if (isDemo) html = withDemoNotice(html, pathname);
      html = withPageLanguage(html, pathname, { siteUrl, isIndexable });
      void reply
        .code(isNotFound ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', isPrivate ? 'no-store' : 'no-cache')
        .header('vary', 'accept-encoding, cookie, accept-language');
      if (isPrivate) {
        void reply
          .header('x-robots-tag', 'noindex, nofollow')
          .header('referrer-policy', 'no-referrer');
      }
      if (html.length >= GZIP_MIN_BYTES && acceptsGzip(req)) {
        return reply.header('content-encoding', 'gzip').send(gzipped(html));
      }
      return reply.send(html);
    });
  },
  { name: 'static-files' },
);
