import { readFile } from 'node:fs/promises';
import path from 'node:path';

export type Audience = 'public' | 'player' | 'admin';

export interface AuditRoute {
  audience: Audience;
  /** Path (with query) to open. */
  url: string;
}

/** The pages Lighthouse audits (mobile preset). */
export const LIGHTHOUSE_PATHS = [
  '/',
  '/tournament',
  '/news',
  '/training',
  '/registered-organizers',
  '/picklezone/login',
  // Bahasa Malaysia: the same pages under /ms (issue 17: SEO 100 in both languages).
  '/ms',
  '/ms/tournament',
] as const;

const WEB_SRC = 'apps/web/src';

async function readSource(rootDir: string, file: string): Promise<string> {
  return readFile(path.join(rootDir, WEB_SRC, file), 'utf8');
}

function matchAll(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((m) => m[1] ?? '');
}

function required(values: string[], what: string): string[] {
  if (values.length === 0) throw new Error(`no ${what} found: has the source moved?`);
  return values;
}

/**
 * Every route of the site, read from the web app's own tables so a new page is audited without
 * touching this script: the route table (config/paths.ts), the player dashboard tabs and the admin
 * dashboard sections. `newsArticleUrl` fills the one parameterised public route.
 */
export async function listAuditRoutes(
  rootDir: string,
  newsArticleUrl: string,
): Promise<AuditRoute[]> {
  const pathsSource = await readSource(rootDir, 'config/paths.ts');
  const allPaths = required(matchAll(pathsSource, /:\s*'(\/[^']*)'/g), 'paths in config/paths.ts');
  const tabs = required(
    matchAll(
      await readSource(rootDir, 'app/routes/portal/portal-tabs.tsx'),
      /\bid:\s*'([a-z-]+)'/g,
    ),
    'player dashboard tabs',
  );
  const sections = required(
    matchAll(
      await readSource(rootDir, 'app/routes/admin/admin-sections.ts'),
      /\bid:\s*'([a-z-]+)'/g,
    ),
    'admin sections',
  );

  const routes: AuditRoute[] = [];
  for (const p of allPaths) {
    if (p === '/player/dashboard') {
      for (const tab of tabs) {
        routes.push({ audience: 'player', url: tab === 'profile' ? p : `${p}?tab=${tab}` });
      }
    } else if (p === '/picklezone') {
      routes.push({ audience: 'player', url: p });
    } else if (p === '/admin/dashboard') {
      for (const id of sections) routes.push({ audience: 'admin', url: `${p}?section=${id}` });
    } else {
      // Parameterised: a news article, and a card check (an unknown card's page).
      const url = p.startsWith('/news/')
        ? newsArticleUrl
        : p.includes(':')
          ? p.replace(/:\w+/g, 'unknown')
          : p;
      routes.push({ audience: 'public', url });
    }
  }
  // The router's catch-all: the public not-found page.
  routes.push({ audience: 'public', url: '/this-page-does-not-exist' });
  return routes;
}
