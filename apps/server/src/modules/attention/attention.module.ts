import type { AppModule } from '../../lib/app-module';

import { attentionRoutes } from './attention.routes';
import { createAttentionService, type AttentionDeps } from './attention.service';

/**
 * What waits for staff (new enquiries, pending reports and data corrections, by role), and the
 * admin dashboard's overview.
 */
export function createAttentionModule(deps: AttentionDeps): AppModule {
  const service = createAttentionService(deps);
  return {
    name: 'attention',
    api: undefined,
    plugin: async (app) => {
      await app.register(attentionRoutes, { service });
    },
  };
}
