import type { LazyNamespace } from '@/messages/en/lazy-namespaces';

/** What every page may show: the public site's pages, finders and forms. */
const PUBLIC = [
  'pages',
  'legal',
  'organizers',
  'calendar',
  'enrolment',
  'notifications',
  'directory',
  'contact',
] as const satisfies readonly LazyNamespace[];

/** A signed-in player's: their portal and PickleZone. */
const PLAYER = [
  'players',
  'picklezone',
  'security',
  'membership',
  'privacy',
  'payments',
  'competition',
] as const;

/**
 * Message namespaces each audience's pages may use, loaded alongside the page's code (see the
 * router). The web build also reads this table to list, per route, the files the server may
 * preload with the page (vite.config.ts, `routePreloads`).
 */
export const ROUTE_MESSAGES = {
  public: PUBLIC,
  portal: [...PUBLIC, ...PLAYER],
  admin: [
    ...PUBLIC,
    ...PLAYER,
    'admin',
    'adminPlayers',
    'adminTournaments',
    'adminContent',
    'adminReports',
    'adminResults',
    'finance',
  ],
} as const satisfies Record<'public' | 'portal' | 'admin', readonly LazyNamespace[]>;
