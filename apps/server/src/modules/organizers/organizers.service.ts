import type { FastifyBaseLogger } from 'fastify';

import { mapPortalOrganization, portalOrganizationSchema } from '@app/shared/tournaments';

import { notFound } from '../../lib/errors';
import type { EventBus } from '../../lib/event-bus';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';

import { toOrganizer } from './organizers.presenter';
import type { OrganizersRepository } from './organizers.repository';

export const ORGANIZER_CHANNEL = 'organizer_events';

export type OrganizerEvent =
  | {
      type: 'ORGANIZER_ADDED' | 'ORGANIZER_UPDATED';
      timestamp: string;
      organizer: ReturnType<typeof toOrganizer>;
    }
  | { type: 'ORGANIZER_DELETED'; timestamp: string; organizerId: string }
  | { type: 'ORGANIZERS_REFRESH'; timestamp: string; message: string };

export interface SyncCounts {
  created: number;
  updated: number;
  skipped: number;
  total: number;
}

const SAME_FIELDS = [
  'organizationName',
  'name',
  'state',
  'city',
  'address',
  'registrationDate',
  'status',
] as const;

export interface OrganizersRepos {
  organizers: OrganizersRepository;
}

export function createOrganizersService({
  data,
  bus,
  log,
  invalidate,
}: {
  data: DataAccess<OrganizersRepos>;
  bus: EventBus;
  log: FastifyBaseLogger;
  invalidate: InvalidateCache;
}) {
  const repo = data.repos.organizers;
  /** Every event follows a write: cached lists go first, so a client refetching sees the change. */
  async function publish(event: OrganizerEvent) {
    await invalidate('organizers');
    await bus
      .publish(ORGANIZER_CHANNEL, event)
      .catch((err: unknown) => log.warn({ err }, 'could not publish organizer event'));
  }

  return {
    async list() {
      return (await repo.list()).map(toOrganizer);
    },

    async get(id: string) {
      const row = await repo.findByIdOrOrganizationId(id);
      if (!row) throw notFound('Organizer');
      return toOrganizer(row);
    },

    /** Upserts the portal's organizations by organizationId; one bad record does not stop the rest. */
    async syncFromPortal(records: unknown[]): Promise<SyncCounts> {
      const counts = { created: 0, updated: 0, skipped: 0, total: records.length };
      const parsedAll = records.map((r) => portalOrganizationSchema.safeParse(r));
      // One query for every known organizer instead of one per record.
      const known = new Map(
        (
          await repo.findByOrganizationIds(
            parsedAll.flatMap((p) => (p.success ? [p.data.organizationId] : [])),
          )
        ).map((row) => [row.organizationId, row]),
      );
      for (const parsed of parsedAll) {
        if (!parsed.success) {
          counts.skipped++;
          log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'skipped a portal organization');
          continue;
        }
        const fields = mapPortalOrganization(parsed.data);
        const existing = known.get(fields.organizationId);
        const timestamp = new Date().toISOString();
        if (!existing) {
          const row = await repo.insert(fields);
          known.set(row.organizationId, row);
          counts.created++;
          await publish({ type: 'ORGANIZER_ADDED', timestamp, organizer: toOrganizer(row) });
        } else if (SAME_FIELDS.some((k) => existing[k] !== fields[k])) {
          const row = await repo.update(existing.id, fields);
          known.set(row.organizationId, row);
          counts.updated++;
          await publish({ type: 'ORGANIZER_UPDATED', timestamp, organizer: toOrganizer(row) });
        }
      }
      if (counts.created + counts.updated > 0) {
        await publish({
          type: 'ORGANIZERS_REFRESH',
          timestamp: new Date().toISOString(),
          message: 'Organizers were synchronised',
        });
      }
      return counts;
    },

    subscribe(listener: (event: OrganizerEvent) => void) {
      return bus.subscribe(ORGANIZER_CHANNEL, (payload) => listener(payload as OrganizerEvent));
    },
  };
}

export type OrganizersService = ReturnType<typeof createOrganizersService>;
