import '@/lib/zod-config';

import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { AppProvider } from '@/app/provider';
import { AppRouter, routes } from '@/app/router';
import { loadRouteModules, SSR_STATE_ID } from '@/app/server-rendering';
import { loadLocale } from '@/lib/i18n';
import { localeOfPath, stripLocale } from '@app/shared/locale';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
const root = container;

/** The app: loaded by `main.tsx`. */

/** The data of a page the server rendered (see the server's page renderer), or null. */
function readServerState(): DehydratedState | null {
  const block = document.getElementById(SSR_STATE_ID);
  if (!block?.textContent || root.childElementCount === 0) return null;
  try {
    return JSON.parse(block.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

export async function start(): Promise<void> {
  // The page's language is in its URL (`/ms/...`); only that language's messages load.
  await loadLocale(localeOfPath(window.location.pathname));
  const state = readServerState();
  if (!state) {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
    return;
  }
  // The server's HTML is already on screen: load this page's code and messages and take the
  // data it was rendered with, so the first render matches it and React only attaches.
  if (state.queries.length > 0) {
    const { hydrateBrowserQueries } = await import('@/lib/query-client');
    hydrateBrowserQueries(state);
  }
  await loadRouteModules(routes, stripLocale(window.location.pathname));
  await new Promise((resolve) => setTimeout(resolve, 0));
  // As a transition, hydration works in short slices and yields to the browser between them.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}
