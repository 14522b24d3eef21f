/** Public pages listed in the sitemap (and crawlable per robots.txt). */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/tournament',
  '/registered-organizers',
  '/affiliate',
  '/organization',
  '/news',
  '/milestones',
  '/tournament-guidelines',
  '/venue-guidelines',
  '/training',
  '/terms-and-conditions',
  '/privacy-policy',
  '/venue',
  '/coaches',
  '/clubs',
  '/referee',
  '/contact',
  '/rankings',
  '/rankings/rules',
] as const;

/** Sign-in pages inside private areas that search engines may show (people search for them). */
export const CRAWLABLE_ENTRY_PAGES = ['/picklezone/login', '/player/login'] as const;

/** Areas crawlers should not index. */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/player/', '/picklezone', '/api/'] as const;

/**
 * Id of the JSON block after a server-rendered page's root element: the data the page was
 * rendered with (TanStack Query's dehydrated cache), which the browser starts from.
 */
export const SSR_STATE_ID = 'ssr-state';

/**
 * Id of the JSON list of a server-rendered page's scripts: the entry preloads them once the page
 * has painted (linking them in the HTML would make them compete with the page's own content).
 */
export const DEFERRED_PRELOADS_ID = 'deferred-preloads';
