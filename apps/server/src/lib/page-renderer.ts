import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance } from 'fastify';

import type { Locale } from '@app/shared/locale';

import type { ResponseCache } from './response-cache';

/** A page's title and description in its language, as the web app gives them. */
export interface PageHead {
  title: string;
  description: string;
  /** Pages behind secret links ask search engines not to index them. */
  noindex: boolean;
}

/** A page's server-rendered markup and the data it was rendered with, ready for index.html. */
export interface RenderedMarkup {
  /** Goes inside `<div id="root">`. */
  appHtml: string;
  /** JSON for the page's data block; `<` is escaped, so it cannot close the script element. */
  stateJson: string;
  /** The URL names no page: the markup is the not-found page, sent with status 404. */
  isNotFound: boolean;
  /** The page's head in its language (its `Seo`), or null when the page names none. */
  head: PageHead | null;
}

/** What the web build's `entry-server.js` exports (apps/web/src/entry-server.tsx). */
interface WebRenderer {
  renderPage(
    href: string,
    fetchApi: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{
    html: string;
    state: unknown;
    isNotFound?: boolean;
    head?: PageHead | null;
  } | null>;
  /** Whether the web app has no page at this path (its not-found page answers it). */
  isUnknownPage?(pathname: string): boolean;
  /** The site's own title and description in a language (pages not rendered here). */
  siteHead?(locale: Locale): Promise<PageHead>;
}

export interface PageRendererOptions {
  app: FastifyInstance;
  /** `apps/web/dist-ssr/entry-server.js`; without it every page is the plain SPA shell. */
  entryPath: string;
  cache: ResponseCache;
  /** How long a rendered page may be reused while its data is unchanged (dates move on). */
  maxAgeMs?: number;
  maxEntries?: number;
  /**
   * Renders running at once (different pages; one page's concurrent requests share a render).
   * Beyond this, requests get the plain shell at once: under load the server stays fast and the
   * browser renders the page itself.
   */
  maxConcurrentRenders?: number;
}

interface CachedPage {
  markup: RenderedMarkup;
  generation: number;
  renderedAt: number;
}

interface RenderContext {
  app: FastifyInstance;
  /**
   * The address of the visitor whose request started the render: the page's API reads come
   * from it, so per-address limits (player look-ups) count them against the visitor, not
   * against one shared local address that any visitor could use up for everyone.
   */
  visitorAddress: string;
  /** Whether every API answer so far came from the response cache. */
  readsOnlyCachedLists: boolean;
}

/** The render a page's API call belongs to (several apps may share a process, as in tests). */
const renderContext = new AsyncLocalStorage<RenderContext>();

/**
 * The one `fetch` the web renderer is given: GETs under /api/ answered by the rendering app's
 * own handlers, with no cookies (an anonymous visitor).
 */
async function fetchApi(url: string, init: RequestInit): Promise<Response> {
  const context = renderContext.getStore();
  const method = (init.method ?? 'GET').toUpperCase();
  if (!context || method !== 'GET' || !url.startsWith('/api/')) {
    throw new Error(`server rendering only reads the API (${method} ${url})`);
  }
  const res = await context.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json' },
    remoteAddress: context.visitorAddress,
  });
  if (!res.headers.etag) context.readsOnlyCachedLists = false;
  return new Response(res.statusCode === 204 ? null : res.rawPayload, {
    status: res.statusCode,
    headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
  });
}

const DEFAULT_MAX_AGE_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 200;
const DEFAULT_MAX_CONCURRENT_RENDERS = 4;

/** JSON that is safe inside `<script type="application/json">`. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Query parameters that only say where a visitor came from: a page is the same without them. */
const TRACKING = /^(?:utm_.*|fbclid|gclid|msclkid|mc_cid|mc_eid)$/i;

/** A request's path, and its query without tracking parameters ('' when none is left). */
function pageAddress(url: string): { pathname: string; search: string } {
  const at = url.indexOf('?');
  const pathname = (at === -1 ? url : url.slice(0, at)) || '/';
  if (at === -1) return { pathname, search: '' };
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of [...params.keys()]) if (TRACKING.test(key)) params.delete(key);
  const query = params.toString();
  return { pathname, search: query ? `?${query}` : '' };
}

/**
 * Renders public pages on the server (React, with their data), so a visitor sees the page before
 * its scripts have run; the browser then attaches to that HTML. Every page is rendered as an
 * anonymous visitor: the API is called in-process with no cookies, so one copy suits everyone.
 *
 * A page is rendered for its path and query: a list's filters live in the query (`?state=Penang`),
 * and a visitor without JavaScript filters through a GET form. Tracking parameters (`utm_…`,
 * `fbclid`, `gclid`) are left out first, so a campaign link is the plain page. A page without a
 * query is reused while no cached public list has changed (the response cache's generation,
 * which also moves on writes in other processes) and for at most `maxAgeMs`; a filtered page is
 * rendered for its request only (requests that arrive together share one render), so made-up
 * queries cannot push the plain pages out. Not kept either: a page that read anything outside
 * the cached lists, and the not-found page (any path would otherwise push real pages out). Any
 * failure gives null: the caller serves the plain shell and the browser renders the page itself,
 * as it always could.
 */
export function createPageRenderer({
  app,
  entryPath,
  cache,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
  maxEntries = DEFAULT_MAX_ENTRIES,
  maxConcurrentRenders = DEFAULT_MAX_CONCURRENT_RENDERS,
}: PageRendererOptions) {
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<RenderedMarkup | null>>();
  const siteHeads = new Map<Locale, Promise<PageHead | null>>();
  let renderer: Promise<WebRenderer | null> | undefined;

  function loadRenderer(): Promise<WebRenderer | null> {
    renderer ??= existsSync(entryPath)
      ? (import(pathToFileURL(entryPath).href) as Promise<WebRenderer>).catch((err: unknown) => {
          app.log.warn({ err, entryPath }, 'server renderer failed to load: serving the SPA shell');
          return null;
        })
      : Promise.resolve(null);
    return renderer;
  }

  function remember(key: string, page: CachedPage) {
    if (pages.size >= maxEntries && !pages.has(key)) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
    pages.delete(key);
    pages.set(key, page);
  }

  async function renderNow(
    pathname: string,
    search: string,
    visitorAddress: string,
  ): Promise<RenderedMarkup | null> {
    const web = await loadRenderer();
    if (!web) return null;
    const generation = cache.generation();
    const renderedAt = Date.now();
    const context: RenderContext = { app, visitorAddress, readsOnlyCachedLists: true };
    try {
      const page = await renderContext.run(context, () =>
        web.renderPage(`${pathname}${search}`, fetchApi),
      );
      if (!page) return null;
      const markup = {
        appHtml: page.html,
        stateJson: scriptSafeJson(page.state),
        isNotFound: page.isNotFound === true,
        head: page.head ?? null,
      };
      if (context.readsOnlyCachedLists && !page.isNotFound && search === '') {
        remember(pathname, { markup, generation, renderedAt });
      }
      return markup;
    } catch (err) {
      app.log.warn({ err, url: pathname }, 'server rendering failed: serving the SPA shell');
      return null;
    }
  }

  return {
    /**
     * Whether the web app has no page at this path, so its shell answers 404 even when the page
     * is not rendered here (signed-in areas, renders under load); false without a web build.
     */
    async isNotFound(url: string): Promise<boolean> {
      const web = await loadRenderer();
      const pathname = url.split('?')[0] || '/';
      try {
        return web?.isUnknownPage?.(pathname) ?? false;
      } catch {
        return false;
      }
    },

    /**
     * The site's title and description in a language, for a page served as the plain shell
     * (signed-in screens, a render skipped under load); null without a web build.
     */
    siteHead(locale: Locale): Promise<PageHead | null> {
      let head = siteHeads.get(locale);
      if (!head) {
        head = loadRenderer()
          .then((web) => web?.siteHead?.(locale) ?? null)
          .catch(() => null);
        siteHeads.set(locale, head);
      }
      return head;
    },

    /**
     * The page's markup, or null to serve the SPA shell (signed-in screens, no build, failure).
     * A render reads the API as an anonymous visitor from `visitorAddress` (the request's).
     */
    async render(url: string, visitorAddress = '127.0.0.1'): Promise<RenderedMarkup | null> {
      const { pathname, search } = pageAddress(url);
      const key = `${pathname}${search}`;
      const cached = search === '' ? pages.get(pathname) : undefined;
      if (
        cached &&
        cached.generation === cache.generation() &&
        Date.now() - cached.renderedAt < maxAgeMs
      ) {
        return cached.markup;
      }
      const running = rendering.get(key);
      if (running) return running;
      if (rendering.size >= maxConcurrentRenders) return null;
      const render = renderNow(pathname, search, visitorAddress).finally(() =>
        rendering.delete(key),
      );
      rendering.set(key, render);
      return render;
    },
  };
}
