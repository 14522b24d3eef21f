import { matchRoutes, type RouteObject } from 'react-router';

import { paths } from '@/config/paths';

export { SSR_STATE_ID } from '@app/shared/site';

/** Route ids whose pages the server renders: the public site (no session needed). */
const SERVER_RENDERED_GROUPS = new Set(['public']);
/** …and the two sign-in pages, which show the same form to every visitor. */
const SERVER_RENDERED_PATHS = new Set<string>([paths.player.login, paths.picklezone.login]);

/** Whether the server renders this page's HTML (public pages only; never signed-in screens). */
export function isServerRendered(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return false;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    matches.some((m) => m.route.id !== undefined && SERVER_RENDERED_GROUPS.has(m.route.id)) ||
    SERVER_RENDERED_PATHS.has(normalized)
  );
}

/**
 * Loads the code (and messages) of the pages a URL matches, so the first render shows the page
 * itself instead of a loading state: the server renders with it, and the browser must match
 * that render when it attaches to the server's HTML.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const handle = route.handle as { preload?: () => Promise<void> } | undefined;
      await handle?.preload?.();
    }),
  );
}

/** Whether the URL names no page (the not-found page answers it). */
export function isNotFoundPath(routes: RouteObject[], pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some((m) => m.route.path === '*');
}
