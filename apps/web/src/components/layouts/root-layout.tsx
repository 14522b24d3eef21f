import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';

/**
 * In-app navigations restore by history entry. Every fresh document load has the key 'default',
 * so those are keyed by path instead; otherwise opening a new URL in the same tab would restore
 * the previous page's scroll position.
 */
function getScrollKey(location: Location): string {
  return location.key === 'default' ? `path:${location.pathname}` : location.key;
}

/**
 * Top of the route tree: scroll restoration, a thin progress bar while a page loads, and the
 * `data-app-ready` mark on <html> once the app runs.
 */
export function RootLayout() {
  const navigation = useNavigation();
  // The app runs (after attaching to server-rendered HTML, or its first render): browser tests
  // and monitoring wait for this before acting on a page.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <>
      {navigation.state === 'loading' ? (
        <div
          aria-hidden="true"
          data-testid="navigation-progress"
          className="fixed inset-x-0 top-0 z-[70] h-1 animate-pulse bg-accent-400"
        />
      ) : null}
      <ScrollRestoration getKey={getScrollKey} />
      <Outlet />
    </>
  );
}
