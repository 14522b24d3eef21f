import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import type { DataAccess } from '../../lib/unit-of-work';

import { toDelivery } from './portal-outbox.presenter';
import { createPortalOutboxWorker, type PortalOutboxRepos } from './portal-outbox.worker';
import { createPortalClient, type PortalClient } from './portal.client';
import { portalRoutes } from './portal.routes';

export interface PortalApi {
  /** The external application portal's HTTP API. */
  client: PortalClient;
  /**
   * Deliveries of tournament deletions to the portal: queue with `repos.portalOutbox` in the
   * deleting transaction, then `kick()` after the commit.
   */
  deliveries: { kick(): void };
}

/** The link to the external application portal (architecture §6): its client and outbox. */
export function createPortalModule(deps: {
  data: DataAccess<PortalOutboxRepos>;
  log: FastifyBaseLogger;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** Tests pass a client of their own. */
  client?: PortalClient;
}): AppModule<PortalApi> {
  const client = deps.client ?? createPortalClient({ baseUrl: deps.baseUrl, apiKey: deps.apiKey });
  const worker = createPortalOutboxWorker({ data: deps.data, portal: client, log: deps.log });
  return {
    name: 'portal',
    api: { client, deliveries: { kick: worker.kick } },
    workers: [worker],
    plugin: async (app) => {
      await app.register(portalRoutes, {
        listPending: async () => (await deps.data.repos.portalOutbox.listPending()).map(toDelivery),
      });
    },
  };
}
