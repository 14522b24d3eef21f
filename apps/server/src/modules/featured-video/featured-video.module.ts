import type { AppModule } from '../../lib/app-module';
import type { ResponseCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';

import { featuredVideoRoutes } from './featured-video.routes';
import { createFeaturedVideoService, type FeaturedVideoRepos } from './featured-video.service';

/** The home page's featured video under /api/featured-video. */
export function createFeaturedVideoModule(deps: {
  data: DataAccess<FeaturedVideoRepos>;
  cache: ResponseCache;
}): AppModule {
  const service = createFeaturedVideoService({ ...deps, invalidate: deps.cache.invalidate });
  return {
    name: 'featured-video',
    api: undefined,
    plugin: async (app) => {
      await app.register(featuredVideoRoutes, {
        service,
        cache: deps.cache,
      });
    },
  };
}
