import type { AppModule } from '../../lib/app-module';

import { healthRoutes } from './health.routes';
import { createHealthService, type DatabaseProbe } from './health.service';

/**
 * `GET /api/health` (database reachable?), `GET /api/ready` (and migrations applied?) and
 * `GET /api/health/live` (process answers).
 */
export function createHealthModule(deps: { database: DatabaseProbe }): AppModule {
  const service = createHealthService(deps);
  return {
    name: 'health',
    api: undefined,
    plugin: async (app) => {
      await app.register(healthRoutes, { service });
    },
  };
}
