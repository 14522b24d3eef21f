import type { FastifyBaseLogger } from 'fastify';

import { AppError } from '../../lib/errors';
import type { PortalClient } from '../portal/index';

import type { TournamentsService } from './tournaments.service';

/** Counts of one organizer sync (the organizers module's answer). */
export interface OrganizerSyncCounts {
  created: number;
  updated: number;
  skipped: number;
  total: number;
}

/** The organizers module, as the sync sees it. */
export interface OrganizersSyncPort {
  syncFromPortal(records: unknown[]): Promise<OrganizerSyncCounts>;
}

/** Pulls approved applications and organizations from the portal (endpoint and schedule). */
export function createTournamentsSyncService(deps: {
  portal: Pick<PortalClient, 'isConfigured' | 'listApprovedApplications' | 'listOrganizations'>;
  tournaments: Pick<TournamentsService, 'applyApplications'>;
  organizers: OrganizersSyncPort;
  log: FastifyBaseLogger;
}) {
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

  return { sync };
}

export type TournamentsSyncService = ReturnType<typeof createTournamentsSyncService>;
