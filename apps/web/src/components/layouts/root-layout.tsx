import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';

import { PageLoading } from '@/components/ui/page-loading';
import { useIsPageLoading } from '@/lib/page-loading';

import { ScrollRestoration } from './scroll-restoration';

/**
 * Top of the route tree: scroll restoration, a thin progress bar while a page's code loads, and
 * the `data-app-ready` mark on <html> once the app runs.
 */
export function RootLayout() {
  const isPageLoading = useIsPageLoading();
  // The app runs (after attaching to server-rendered HTML, or its first render): browser tests
  // and monitoring wait for this before acting on a page.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <>
      {isPageLoading ? (
        <div
          aria-hidden="true"
          data-testid="navigation-progress"
          className="fixed inset-x-0 top-0 z-[70] h-1 animate-pulse bg-accent-400"
        />
      ) : null}
      <ScrollRestoration />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
