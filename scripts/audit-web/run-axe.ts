import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext } from '@playwright/test';

import type { AuditRoute } from './audit-routes';
import { collectUploadImages, type UploadImage } from './check-images';

export interface AxeRouteResult {
  route: AuditRoute;
  violations: string[];
}

const SETTLE_MS = 300;

/**
 * axe-core (all rules) on each route in the given context. Signed-in routes must not bounce to a
 * login page, or the audit would check the wrong screen. Also collects the uploaded pictures
 * shown on public pages for the image check.
 */
export async function runAxe(
  context: BrowserContext,
  routes: AuditRoute[],
): Promise<{ results: AxeRouteResult[]; images: UploadImage[] }> {
  const results: AxeRouteResult[] = [];
  const images: UploadImage[] = [];
  const page = await context.newPage();
  try {
    for (const route of routes) {
      await page.goto(route.url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
      const expectedPath = new URL(route.url, 'http://x').pathname;
      const landedPath = new URL(page.url()).pathname;
      if (route.audience !== 'public' && landedPath !== expectedPath) {
        throw new Error(`${route.url} redirected to ${landedPath}: not signed in?`);
      }
      const { violations } = await new AxeBuilder({ page }).analyze();
      results.push({
        route,
        violations: violations.map((v) => {
          const targets = v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ');
          return `${v.id} (${v.impact ?? 'n/a'}, ${v.nodes.length} node(s)): ${targets}`;
        }),
      });
      if (route.audience === 'public') images.push(...(await collectUploadImages(page, route.url)));
    }
  } finally {
    await page.close();
  }
  return { results, images };
}
