import type { FastifyBaseLogger } from 'fastify';

import { malaysiaTodayIso } from '@app/shared/calendar';
import {
  isApprovedPortalApplication,
  mapPortalApplication,
  portalApplicationSchema,
  type ListTournamentsQuery,
  type TournamentFields,
} from '@app/shared/tournaments';

import { notFound } from '../../lib/errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { PortalClient } from '../portal/index';

import { toTournament } from './tournaments.presenter';
import type { TournamentsRepository } from './tournaments.repository';

export interface TournamentsRepos {
  tournaments: TournamentsRepository;
  /** The portal module's outbox: a deletion is queued in the transaction that deletes. */
  portalOutbox: { enqueueDeletion(applicationId: string): Promise<void> };
}

const COMPARED: (keyof TournamentFields)[] = [
  'name',
  'type',
  'classification',
  'startDate',
  'endDate',
  'venue',
  'city',
  'state',
  'organizer',
  'personInCharge',
  'phoneNumber',
  'contactEmail',
  'description',
  'eventType',
  'expectedParticipants',
  'scoringFormat',
  'submissionDate',
];

function toRow(fields: TournamentFields) {
  const { color: _color, status: _status, ...row } = fields;
  return row;
}

export function createTournamentsService(deps: {
  data: DataAccess<TournamentsRepos>;
  portal: Pick<PortalClient, 'getApplication'>;
  /** Told after a deletion was queued for the portal, so it is delivered at once. */
  portalDeliveries: { kick(): void };
  log: FastifyBaseLogger;
  invalidate: InvalidateCache;
}) {
  const { data, portal, log, invalidate } = deps;
  const repo = data.repos.tournaments;

  async function upsertApproved(fields: TournamentFields) {
    await repo.upsert(toRow(fields));
  }

  return {
    async list(query: ListTournamentsQuery) {
      const rows = await repo.list({
        state: query.state,
        type: query.type,
        startingFrom: query.upcoming ? malaysiaTodayIso() : undefined,
      });
      return rows.map(toTournament);
    },

    async get(id: string) {
      const row = await repo.findByIdOrApplicationId(id);
      if (!row) throw notFound('Tournament');
      return toTournament(row);
    },

    /** Applies portal applications: upsert by applicationId, never resurrect tombstones, skip bad records. */
    async applyApplications(records: unknown[]) {
      const counts = { created: 0, updated: 0, skipped: 0, total: records.length };
      const parsed = records.map((r) => portalApplicationSchema.safeParse(r));
      const ids = parsed.flatMap((p) => (p.success ? [p.data.applicationId] : []));
      const tombstoned = await repo.tombstonedAmong(ids);
      const existing = new Map(
        (await repo.findByApplicationIds(ids)).map((r) => [r.applicationId, r]),
      );
      for (const result of parsed) {
        if (!result.success) {
          counts.skipped++;
          log.warn({ issues: result.error.issues.slice(0, 3) }, 'skipped a portal application');
          continue;
        }
        if (
          tombstoned.has(result.data.applicationId) ||
          !isApprovedPortalApplication(result.data)
        ) {
          counts.skipped++;
          continue;
        }
        try {
          const fields = mapPortalApplication(result.data);
          const before = existing.get(fields.applicationId);
          const changed =
            !before ||
            COMPARED.some((k) => (before as Record<string, unknown>)[k] !== fields[k]) ||
            JSON.stringify(before.categories) !== JSON.stringify(fields.categories);
          if (changed) await upsertApproved(fields);
          if (!before) counts.created++;
          else if (changed) counts.updated++;
        } catch (err) {
          counts.skipped++;
          log.warn(
            { err, applicationId: result.data.applicationId },
            'could not store a portal application',
          );
        }
      }
      if (counts.created + counts.updated > 0) await invalidate('tournaments');
      return counts;
    },

    /** The portal's webhook: 'deleted' removes; others re-fetch and upsert if approved, else remove. */
    async applyWebhook(applicationId: string, action: string) {
      if (action === 'deleted') {
        if (await repo.removeByApplicationId(applicationId)) await invalidate('tournaments');
        return;
      }
      const record = await portal.getApplication(applicationId);
      const parsed = record ? portalApplicationSchema.safeParse(record) : null;
      if (!parsed?.success || !isApprovedPortalApplication(parsed.data)) {
        if (await repo.removeByApplicationId(applicationId)) await invalidate('tournaments');
        return;
      }
      const tombstoned = await repo.tombstonedAmong([applicationId]);
      if (tombstoned.has(applicationId)) return;
      await upsertApproved(mapPortalApplication(parsed.data));
      await invalidate('tournaments');
    },

    /** Admin deletion: row removed, tombstone and portal outbox row written in one transaction. */
    async adminDelete(applicationId: string, adminId: string) {
      const removed = await data.withTransaction(async ({ tournaments, portalOutbox }) => {
        const existed = await tournaments.removeByApplicationId(applicationId);
        if (!existed) return false;
        await tournaments.insertTombstone(applicationId, adminId);
        await portalOutbox.enqueueDeletion(applicationId);
        return true;
      });
      if (!removed) throw notFound('Tournament');
      deps.portalDeliveries.kick();
      await invalidate('tournaments');
      return { success: true as const, message: 'Tournament deleted' };
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
