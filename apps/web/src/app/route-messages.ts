import type { LazyNamespace } from '@/messages/en/lazy-namespaces';

/**
 * Message namespaces each audience's pages may use, loaded alongside the page's code (see the
 * router). The web build also reads this table to list, per route, the files the server may
 * preload with the page (vite.config.ts, `routePreloads`).
 */
export const ROUTE_MESSAGES = {
  public: [
    'pages',
    'legal',
    'organizers',
    'calendar',
    'enrolment',
    'notifications',
    'directory',
    'contact',
  ],
  portal: [
    'pages',
    'legal',
    'organizers',
    'calendar',
    'enrolment',
    'notifications',
    'directory',
    'contact',
    'players',
    'picklezone',
    'security',
    'membership',
    'privacy',
  ],
  admin: [
    'pages',
    'legal',
    'organizers',
    'calendar',
    'enrolment',
    'notifications',
    'directory',
    'contact',
    'players',
    'picklezone',
    'admin',
    'adminPlayers',
    'adminTournaments',
    'adminContent',
    'adminReports',
    'security',
    'membership',
    'privacy',
  ],
} as const satisfies Record<'public' | 'portal' | 'admin', readonly LazyNamespace[]>;
