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
] as const;

/** Sign-in pages inside private areas that search engines may show (people search for them). */
export const CRAWLABLE_ENTRY_PAGES = ['/picklezone/login', '/player/login'] as const;

/** Areas crawlers should not index. */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/player/', '/picklezone', '/api/'] as const;
