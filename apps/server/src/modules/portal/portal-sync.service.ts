import type { FastifyBaseLogger } from 'fastify';

import { AppError } from '../../lib/errors';
import type { OrganizersService } from '../organizers/organizers.service';
import type { TournamentsService } from '../tournaments/tournaments.service';

import type { PortalClient } from './portal.client';

/** Pulls approved applications and organizations from the portal (endpoint and schedule). */
export function createPortalSyncService(deps: {
  portal: PortalClient;
  tournaments: TournamentsService;
  organizers: OrganizersService;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;

  async function sync() {
    if (!deps.portal.isConfigured)
      throw new AppError('UNAVAILABLE', 'The application portal is not configured');
    let applications: unknown[];
    try {
      applications = await deps.portal.listApprovedApplications();
    } catch (err) {
      throw new AppError(
        'UNAVAILABLE',
        `Could not reach the application portal: ${(err as Error).message}`,
      );
    }
    const counts = await deps.tournaments.applyApplications(applications);
    let organizerCounts = null;
    try {
      organizerCounts = await deps.organizers.syncFromPortal(await deps.portal.listOrganizations());
    } catch (err) {
      deps.log.warn({ err }, 'organizer sync failed');
    }
    deps.log.info({ tournaments: counts, organizers: organizerCounts }, 'portal sync finished');
    return { success: true as const, ...counts, organizers: organizerCounts };
  }

  return {
    sync,
    start(intervalMs: number) {
      if (!deps.portal.isConfigured || intervalMs <= 0) return;
      timer ??= setInterval(() => {
        sync().catch((err: unknown) => deps.log.warn({ err }, 'scheduled portal sync failed'));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type PortalSyncService = ReturnType<typeof createPortalSyncService>;
