import { createOrganizersRepository } from '../modules/organizers/organizers.repository';
import { organizersRoutes } from '../modules/organizers/organizers.routes';
import { createOrganizersService } from '../modules/organizers/organizers.service';
import { createPortalOutboxWorker } from '../modules/portal/portal-outbox.worker';
import { createPortalSyncService } from '../modules/portal/portal-sync.service';
import { createPortalClient, type PortalClient } from '../modules/portal/portal.client';
import { webhooksRoutes } from '../modules/portal/webhooks.routes';
import { createTournamentsRepository } from '../modules/tournaments/tournaments.repository';
import { tournamentsRoutes } from '../modules/tournaments/tournaments.routes';
import { createTournamentsService } from '../modules/tournaments/tournaments.service';

import type { WiringDeps } from './shared-deps';

/** Tournaments and organizers, kept in step with the external application portal. */
export async function registerTournaments(d: WiringDeps, portalOverride?: PortalClient) {
  const { app, config, db, inTransaction, bus, cache } = d;
  const portal =
    portalOverride ??
    createPortalClient({ baseUrl: config.portalUrl, apiKey: config.portalApiKey });
  const tournaments = createTournamentsService({
    repo: createTournamentsRepository(db),
    inTransaction,
    portal,
    log: app.log,
    invalidate: cache.invalidate,
  });
  const organizers = createOrganizersService({
    repo: createOrganizersRepository(db),
    bus,
    log: app.log,
    invalidate: cache.invalidate,
  });
  const sync = createPortalSyncService({ portal, tournaments, organizers, log: app.log });
  const worker = createPortalOutboxWorker({ inTransaction, portal, log: app.log });

  await app.register(tournamentsRoutes, {
    prefix: '/api/tournaments',
    service: tournaments,
    sync,
    worker,
    portalApiKey: config.portalApiKey,
    cache,
  });
  await app.register(organizersRoutes, { prefix: '/api/organizers', service: organizers, cache });
  await app.register(webhooksRoutes, {
    prefix: '/api/webhooks',
    service: tournaments,
    secret: config.portalWebhookSecret,
  });

  return {
    start() {
      worker.start();
      sync.start(config.portalSyncIntervalMs);
    },
    async stop() {
      sync.stop();
      await worker.stop();
    },
  };
}
