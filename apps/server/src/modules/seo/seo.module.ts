import type { AppModule } from '../../lib/app-module';

import { seoRoutes } from './seo.routes';

/** robots.txt and sitemap.xml of the public pages. */
export function createSeoModule(deps: {
  siteUrl: string;
  /** Pages known only from data (each tournament's), listed after the fixed ones. */
  extraUrls?: () => Promise<string[]>;
}): AppModule {
  return {
    name: 'seo',
    api: undefined,
    plugin: async (app) => {
      await app.register(seoRoutes, {
        siteUrl: deps.siteUrl,
        ...(deps.extraUrls ? { extraUrls: deps.extraUrls } : {}),
      });
    },
  };
}
