import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';

/**
 * In-app navigations restore by history entry. Every fresh document load has the key 'default',
 * so those are keyed by path instead; otherwise opening a new URL in the same tab would restore
 * the previous page's scroll position.
 */
function getScrollKey(location: Location): string {
  return location.key === 'default' ? `path:${location.pathname}` : location.key;
}

/** Top of the route tree: scroll restoration and a thin progress bar while a page loads. */
export function RootLayout() {
  const navigation = useNavigation();
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
