import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import type { EventBus } from '../../lib/event-bus';
import type { ResponseCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';

import { organizersRoutes } from './organizers.routes';
import {
  createOrganizersService,
  type OrganizersRepos,
  type SyncCounts,
} from './organizers.service';

export interface OrganizersApi {
  /** Upserts the portal's organizations and tells live clients what changed. */
  syncFromPortal(records: unknown[]): Promise<SyncCounts>;
}

/** The public register of organizers under /api/organizers, with its live WebSocket channel. */
export function createOrganizersModule(deps: {
  data: DataAccess<OrganizersRepos>;
  bus: EventBus;
  cache: ResponseCache;
  log: FastifyBaseLogger;
}): AppModule<OrganizersApi> {
  const service = createOrganizersService({ ...deps, invalidate: deps.cache.invalidate });
  return {
    name: 'organizers',
    api: { syncFromPortal: service.syncFromPortal },
    plugin: async (app) => {
      await app.register(organizersRoutes, {
        service,
        cache: deps.cache,
      });
    },
  };
}
