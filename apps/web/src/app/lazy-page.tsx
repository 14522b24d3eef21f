import { createElement, use, type ComponentType, type ReactElement } from 'react';

import { loadMessages } from '@/lib/i18n';
import { trackPageLoad } from '@/lib/page-loading';
import { loadWithQueries } from '@/lib/with-queries';
import type { LazyNamespace } from '@/messages/en/lazy-namespaces';

/** Pages whose code failed to load: each entry lets its page try again. */
const failedPages = new Set<() => void>();

/** Lets pages whose code failed to load try again (a route boundary calls it when it resets). */
export function retryFailedPages(): void {
  for (const retry of failedPages) retry();
  failedPages.clear();
}

/** A promise that says whether it has settled, as React's `use` reads it. */
type TrackedPromise = Promise<void> & { status?: 'fulfilled' | 'rejected'; reason?: unknown };

/** A code-split page in the route table: its element, and how to load it ahead of a render. */
export interface LazyPageRoute {
  element: ReactElement;
  handle: { preload: () => Promise<void> };
}

/**
 * A page loaded on first use: its component (with the query layer, see `loadWithQueries`) and
 * its message namespaces, fetched in parallel. Until they arrive the element suspends (the
 * nearest Suspense boundary shows a loading state). `handle.preload` loads it before a render,
 * as the server does before rendering a page and the browser before attaching to that HTML.
 */
export function lazyPage(
  namespaces: readonly LazyNamespace[],
  load: () => Promise<ComponentType>,
): LazyPageRoute {
  let Page: ComponentType | null = null;
  let loading: TrackedPromise | null = null;

  function preload(): Promise<void> {
    if (loading) return loading;
    const promise: TrackedPromise = Promise.all([
      loadWithQueries(load),
      loadMessages(...namespaces),
    ]).then(
      ([component]) => {
        Page = component;
        promise.status = 'fulfilled';
      },
      (error: unknown) => {
        promise.status = 'rejected';
        promise.reason = error;
        // The error shows until the visitor moves on; a later visit tries again (a dropped
        // connection, a new deployment).
        failedPages.add(() => {
          if (loading === promise) loading = null;
        });
        throw error;
      },
    );
    loading = promise;
    trackPageLoad(promise);
    return promise;
  }

  function LazyPage() {
    // React reads `status` on the promise: once loaded, `use` returns at once (no suspending).
    use(loading ?? preload());
    return Page ? createElement(Page) : null;
  }

  return { element: <LazyPage />, handle: { preload } };
}
