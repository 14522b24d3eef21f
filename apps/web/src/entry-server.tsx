import '@/lib/zod-config';

import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import { AppProvider } from '@/app/provider';
import { AppRoutes, routes } from '@/app/router';
import { isNotFoundPath, isServerRendered, loadRouteModules } from '@/app/server-rendering';
import { setApiFetch } from '@/lib/api-client';
import { setMessageLocale } from '@/lib/format-message';
import { loadAllMessages } from '@/lib/i18n';
import { PageHeadContext, type PageHead, type PageHeadCollector } from '@/lib/page-head';
import { createQueryClient } from '@/lib/query-client';
import { CORE_CATALOGUES } from '@/messages/catalogues';
import { localeBase, localeOfPath, stripLocale, type Locale } from '@app/shared/locale';

/** Answers a same-origin API request (`/api/...`) in-process, as an anonymous visitor. */
export type ServerFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** The page's API answers (TanStack Query's dehydrated cache), for the browser to start from. */
  state: unknown;
  /** The URL names no page (the not-found page was rendered). */
  isNotFound: boolean;
  /**
   * The page's title and description in its language, as its `Seo` gives them (null when it has
   * none): the server writes them, with the Open Graph tags, into the page's head.
   */
  head: PageHead | null;
}

/** Whether the app has no page at this path (its not-found page answers it, with status 404). */
export function isUnknownPage(pathname: string): boolean {
  return isNotFoundPath(routes, stripLocale(pathname));
}

/**
 * The site's own title and description in a language, for a page the server does not render
 * (signed-in screens, or a render skipped under load): its head is still in the page's language.
 */
export async function siteHead(locale: Locale): Promise<PageHead> {
  const { home } = (await CORE_CATALOGUES[locale]()).meta;
  return { title: home.title, description: home.description, noindex: false };
}

/** Render passes: each may reveal queries that the previous pass's data made appear. */
const MAX_PASSES = 4;

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries the last pass asked for that have no answer yet (disabled ones stay empty). */
function missingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
}

function renderApp(
  client: QueryClient,
  location: string,
  locale: Locale,
  head: PageHeadCollector,
): string {
  // Rendering is synchronous: no other render changes the language before this one ends.
  setMessageLocale(locale);
  return renderToString(
    <StrictMode>
      <PageHeadContext.Provider value={head}>
        <AppProvider queryClient={client} locale={locale}>
          <StaticRouter location={location} basename={localeBase(locale) || undefined}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </PageHeadContext.Provider>
    </StrictMode>,
  );
}

/**
 * Renders a public page to HTML with its data, or returns null for pages the browser renders
 * alone (signed-in screens) and for any page whose data could not be read: the browser then
 * starts from the empty shell as before. `fetchApi` must answer as an anonymous visitor, so
 * the HTML can be shared between visitors.
 */
export async function renderPage(
  href: string,
  fetchApi: ServerFetch,
): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(href, 'http://localhost');
  const locale = localeOfPath(pathname);
  const page = stripLocale(pathname);
  if (!isServerRendered(routes, page)) return null;
  // The page's code and messages (the server holds both languages), so the render shows the
  // page rather than a loading state.
  await Promise.all([loadAllMessages(locale), loadRouteModules(routes, page)]);

  // The server passes one function for all its renders (it tells them apart itself).
  setApiFetch(fetchApi);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });

  let html = '';
  let head: PageHeadCollector = { head: null };
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    // Each pass starts afresh: only the last one's page (with all its data) names the head.
    head = { head: null };
    // With its query: a list's filters are in it (a form sent without JavaScript).
    html = renderApp(client, `${pathname}${search}`, locale, head);
    const missing = missingQueries(client);
    if (missing.length === 0) break;
    await Promise.all(
      missing.map((q) => client.prefetchQuery({ ...q.options, queryKey: q.queryKey })),
    );
    // A failed read would render an error the browser would not repeat: serve the shell.
    if (
      client
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status === 'error')
    )
      return null;
  }
  if (missingQueries(client).length > 0) return null;
  // No page at this URL, or a page whose record does not exist (an unknown tournament id).
  const isNotFound = isNotFoundPath(routes, page) || html.includes('data-not-found=""');
  return { html, state: dehydrate(client), isNotFound, head: head.head };
}
