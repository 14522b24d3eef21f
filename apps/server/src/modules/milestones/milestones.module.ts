import type { AppModule } from '../../lib/app-module';
import type { ResponseCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MediaService } from '../media/index';

import { milestonesRoutes } from './milestones.routes';
import { createMilestonesService, type MilestonesRepos } from './milestones.service';

/** The association's journey (milestones) under /api/milestones, in the admin's order. */
export function createMilestonesModule(deps: {
  data: DataAccess<MilestonesRepos>;
  media: MediaService;
  cache: ResponseCache;
}): AppModule {
  const service = createMilestonesService({ ...deps, invalidate: deps.cache.invalidate });
  return {
    name: 'milestones',
    api: undefined,
    plugin: async (app) => {
      await app.register(milestonesRoutes, {
        service,
        cache: deps.cache,
      });
    },
  };
}
