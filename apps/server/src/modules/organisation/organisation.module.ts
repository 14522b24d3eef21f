import type { AppModule } from '../../lib/app-module';
import type { ResponseCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MediaService } from '../media/index';

import { affiliatesRoutes, officeBearersRoutes } from './organisation.routes';
import { createOrganisationService, type OrganisationRepos } from './organisation.service';

/** The organisation chart (/api/office-bearers) and the affiliates (/api/affiliates). */
export function createOrganisationModule(deps: {
  data: DataAccess<OrganisationRepos>;
  media: MediaService;
  cache: ResponseCache;
}): AppModule {
  const service = createOrganisationService({ ...deps, invalidate: deps.cache.invalidate });
  return {
    name: 'organisation',
    api: undefined,
    plugin: async (app) => {
      await app.register(officeBearersRoutes, {
        service,
        cache: deps.cache,
      });
      await app.register(affiliatesRoutes, {
        service,
        cache: deps.cache,
      });
    },
  };
}
