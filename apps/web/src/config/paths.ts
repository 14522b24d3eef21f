/**
 * The route table: every in-app URL the SPA knows. Components link with these constants, never
 * with string literals, so a route can move in one place.
 */
export const paths = {
  home: '/',
  about: '/about',
  tournament: '/tournament',
  /** A tournament's own page (shareable, server-rendered). */
  tournamentEvent: '/tournament/:tournamentId',
  registeredOrganizers: '/registered-organizers',
  affiliate: '/affiliate',
  organisation: '/organization',
  news: '/news',
  newsArticle: '/news/:newsId',
  milestones: '/milestones',
  tournamentGuidelines: '/tournament-guidelines',
  venueGuidelines: '/venue-guidelines',
  training: '/training',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  coaches: '/coaches',
  venue: '/venue',
  referee: '/referee',
  clubs: '/clubs',
  /** A directory entry's own page: `/venue/:entryId`, `/coaches/:entryId`, … */
  directoryEntry: ':entryId',
  contact: '/contact',
  /** National rankings, their rules, and a player's public profile (issue 33). */
  rankings: '/rankings',
  rankingRules: '/rankings/rules',
  playerProfile: '/players/:memberId',
  /** A tournament's published results, and one division's. */
  tournamentResults: '/tournament/:tournamentId/results',
  divisionResults: '/tournament/:tournamentId/results/:divisionId',
  admin: {
    login: '/admin',
    dashboard: '/admin/dashboard',
    invitation: '/admin/invitation',
  },
  player: {
    login: '/player/login',
    dashboard: '/player/dashboard',
    resetPassword: '/player/reset-password',
  },
  picklezone: {
    login: '/picklezone/login',
    feed: '/picklezone',
  },
  membership: {
    verify: '/verify/:token',
    unsubscribe: '/membership/unsubscribe',
  },
} as const;

/** Home page with the registration modal requested (the home page opens it and clears the hash). */
export const REGISTER_HREF = '/#register';

const DIRECTORY_LIST_PATHS = {
  venue: paths.venue,
  coach: paths.coaches,
  club: paths.clubs,
  referee: paths.referee,
} as const;

/** A directory kind's finder: `/venue`, `/coaches`, `/clubs`, `/referee`. */
export function directoryListPath(kind: 'venue' | 'coach' | 'club' | 'referee'): string {
  return DIRECTORY_LIST_PATHS[kind];
}

/** A directory entry's own page, e.g. `/venue/…`. */
export function directoryEntryPath(
  kind: 'venue' | 'coach' | 'club' | 'referee',
  id: string,
): string {
  return `${DIRECTORY_LIST_PATHS[kind]}/${encodeURIComponent(id)}`;
}

/** A player's public profile, `/players/<member ID>`. */
export function playerProfileHref(memberId: string): string {
  return `/players/${encodeURIComponent(memberId)}`;
}

/** A tournament's own page, `/tournament/<id>`. */
export function tournamentHref(id: string): string {
  return `/tournament/${encodeURIComponent(id)}`;
}

export function getNewsArticleHref(newsId: string): string {
  return `/news/${encodeURIComponent(newsId)}`;
}

/** Sites outside this app. The portal URL can be set at build time with VITE_PORTAL_URL. */
export const externalLinks = {
  applicationPortal:
    (import.meta.env.VITE_PORTAL_URL as string | undefined) ?? 'https://portal.mpa.org.my',
  facebook: 'https://www.facebook.com/malaysiapickleball',
  instagram: 'https://www.instagram.com/malaysiapickleball',
  youtube: 'https://www.youtube.com/@malaysiapickleball',
  tiktok: 'https://www.tiktok.com/@malaysiapickleball',
} as const;
