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
 * Loads the code (and messages) of the lazily loaded routes a URL matches and puts them in
 * place, so the first render shows the page itself instead of a loading screen: the server
 * renders with it, and the browser must match that render when it hydrates.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
