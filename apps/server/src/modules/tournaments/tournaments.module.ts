import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import { createPollingWorker } from '../../lib/polling-worker';
import type { ResponseCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { PageMeta, PageSite } from '../../plugins/static-files';
import type { PortalApi } from '../portal/index';

import { tournamentPageMeta, tournamentPath } from './tournaments.meta';
import { tournamentsRoutes } from './tournaments.routes';
import { createTournamentsService, type TournamentsRepos } from './tournaments.service';
import { createTournamentsSyncService, type OrganizersSyncPort } from './tournaments.sync.service';
import { webhooksRoutes } from './tournaments.webhooks.routes';
import { createWebhookIntake, type WebhookIntakeRepos } from './webhook-intake.service';

/** What the site's sitemap and page renderer use: each tournament's own page. */
export interface TournamentsApi {
  /** `/tournament/<id>` of every listed tournament. */
  pagePaths(): Promise<string[]>;
  /** The Open Graph data of a tournament's page, or null for another page or an unknown id. */
  pageMeta(pathname: string, site: PageSite): Promise<PageMeta | null>;
}

/**
 * The tournament calendar, kept in step with the external application portal: public list,
 * admin deletion (delivered to the portal), pull sync (endpoint and schedule) and the portal's
 * signed webhook.
 */
export function createTournamentsModule(deps: {
  data: DataAccess<TournamentsRepos & WebhookIntakeRepos>;
  portal: PortalApi;
  organizers: OrganizersSyncPort;
  cache: ResponseCache;
  log: FastifyBaseLogger;
  portalApiKey: string | undefined;
  webhookSecret: string | undefined;
  /** Accept the old body-only signature (a portal not yet upgraded). */
  allowLegacyWebhookSignature: boolean;
  syncIntervalMs: number;
}): AppModule<TournamentsApi> {
  const { portal, log, cache } = deps;
  const service = createTournamentsService({
    data: deps.data,
    portal: portal.client,
    portalDeliveries: portal.deliveries,
    log,
    invalidate: cache.invalidate,
  });
  const sync = createTournamentsSyncService({
    portal: portal.client,
    tournaments: service,
    organizers: deps.organizers,
    log,
  });
  const intake = createWebhookIntake({
    data: deps.data,
    secret: deps.webhookSecret,
    allowLegacySignature: deps.allowLegacyWebhookSignature,
    apply: (applicationId, action) => service.applyWebhook(applicationId, action),
  });
  const isScheduled = portal.client.isConfigured && deps.syncIntervalMs > 0;
  const scheduledSync = createPollingWorker({
    name: 'scheduled portal sync',
    intervalMs: deps.syncIntervalMs,
    log,
    processBatch: async () => {
      await sync.sync();
      return 0;
    },
  });
  return {
    name: 'tournaments',
    api: {
      async pagePaths() {
        return (await service.list({})).map(tournamentPath);
      },
      pageMeta: (pathname, site) => tournamentPageMeta((id) => service.get(id), pathname, site),
    },
    workers: isScheduled ? [scheduledSync] : [],
    plugin: async (app) => {
      await app.register(tournamentsRoutes, {
        service,
        sync,
        portalApiKey: deps.portalApiKey,
        cache,
      });
      await app.register(webhooksRoutes, { intake });
    },
  };
}
