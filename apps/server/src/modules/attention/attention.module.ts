import type { AppModule } from '../../lib/app-module';
import type { DataAccess } from '../../lib/unit-of-work';

import { attentionRoutes } from './attention.routes';
import { createAttentionService, type AttentionRepos } from './attention.service';

/** What waits for staff: new enquiries, pending reports and data corrections, by role. */
export function createAttentionModule(deps: { data: DataAccess<AttentionRepos> }): AppModule {
  const service = createAttentionService(deps);
  return {
    name: 'attention',
    api: undefined,
    plugin: async (app) => {
      await app.register(attentionRoutes, { service });
    },
  };
}
