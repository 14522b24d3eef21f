import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { ErrorBody } from '@app/shared/errors';

export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  url: string;
  type?: 'article' | 'website';
}

export interface StaticFilesOptions {
  webDistDir: string;
  uploadsDir: string;
  /** Open Graph data for a client route (crawlers do not run JavaScript), or null. */
  pageMeta?: (pathname: string, req: FastifyRequest) => Promise<PageMeta | null>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Adds title, description and Open Graph / Twitter tags to the SPA's index.html. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="${meta.type ?? 'article'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
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

/**
 * The web build keys each page's scripts by its route module's name, which follows the URL:
 * `/registered-organizers` → `registered-organizers`, `/picklezone/login` → `picklezone-login`,
 * `/news/NEWS1` → `news` (the first segment when the whole path names no page).
 */
export function preloadsFor(pathname: string, preloads: RoutePreloads): string[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  return preloads[segments.join('-')] ?? preloads[segments[0]!] ?? [];
}

/** Adds modulepreload links so a page's own scripts download alongside the entry script. */
export function withPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

const JSON_404_PREFIXES = ['/api/', '/api', '/uploads/'];

function isJsonPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return JSON_404_PREFIXES.some(
    (p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`),
  );
}

/**
 * Serves the built SPA (hashed assets cached for a year and sent precompressed, index.html never
 * cached) with a fallback to index.html for client routes, uploaded media under /uploads, and
 * JSON 404s for unknown /api paths.
 */
export const staticFilesPlugin = fp<StaticFilesOptions>(
  async (app: FastifyInstance, { webDistDir, uploadsDir, pageMeta }) => {
    await mkdir(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      cacheControl: true,
    });

    const indexPath = path.join(webDistDir, 'index.html');
    const hasSpa = existsSync(indexPath);
    if (!hasSpa)
      app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve the site');

    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The web build writes .br/.gz beside each script and style sheet.
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.setHeader('cache-control', 'public, max-age=31536000, immutable');
            res.setHeader('vary', 'accept-encoding');
          } else {
            res.setHeader('cache-control', 'public, max-age=300');
          }
        },
      });
    }

    let indexHtml: string | undefined;
    let routePreloads: RoutePreloads | undefined;
    async function readIndex(pathname: string): Promise<string> {
      indexHtml ??= await readFile(indexPath, 'utf8');
      routePreloads ??= await readFile(path.join(webDistDir, 'route-preloads.json'), 'utf8').then(
        (text) => JSON.parse(text) as RoutePreloads,
        () => ({}),
      );
      return withPreloads(indexHtml, preloadsFor(pathname, routePreloads));
    }

    app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
      if (isJsonPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD') || !hasSpa) {
        return reply.code(404).send({
          error: `Route ${req.method} ${req.url.split('?')[0]} not found`,
          code: 'NOT_FOUND',
        } satisfies ErrorBody);
      }
      // Client-side routes: the SPA decides what to show (including its own not-found page).
      const pathname = req.url.split('?')[0] ?? '/';
      const meta = pageMeta ? await pageMeta(pathname, req).catch(() => null) : null;
      const html = await readIndex(pathname);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(meta ? withPageMeta(html, meta) : html);
    });
  },
  { name: 'static-files' },
);
