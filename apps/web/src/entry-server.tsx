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
import { createQueryClient } from '@/lib/query-client';
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
}

/** Whether the app has no page at this path (its not-found page answers it, with status 404). */
export function isUnknownPage(pathname: string): boolean {
  return isNotFoundPath(routes, stripLocale(pathname));
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

function renderApp(client: QueryClient, pathname: string, locale: Locale): string {
  // Rendering is synchronous: no other render changes the language before this one ends.
  setMessageLocale(locale);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={client} locale={locale}>
        <StaticRouter location={pathname} basename={localeBase(locale) || undefined}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
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
  const { pathname } = new URL(href, 'http://localhost');
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
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    html = renderApp(client, pathname, locale);
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
  return { html, state: dehydrate(client), isNotFound };
}
