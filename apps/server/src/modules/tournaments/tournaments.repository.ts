import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import {
  portalOutbox,
  tournamentTombstones,
  tournaments,
  type NewTournamentRow,
} from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

export function createTournamentsRepository(db: DbExecutor) {
  return {
    async list(filter: {
      state?: string | undefined;
      type?: string | undefined;
      startingFrom?: string | undefined;
    }) {
      return db
        .select()
        .from(tournaments)
        .where(
          and(
            filter.state ? sql`lower(${tournaments.state}) = lower(${filter.state})` : undefined,
            filter.type ? eq(tournaments.type, filter.type as 'local') : undefined,
            filter.startingFrom ? gte(tournaments.startDate, filter.startingFrom) : undefined,
          ),
        )
        .orderBy(asc(tournaments.startDate), asc(tournaments.name));
    },

    async findByIdOrApplicationId(id: string) {
      const [row] = await db
        .select()
        .from(tournaments)
        .where(isUuid(id) ? eq(tournaments.id, id) : eq(tournaments.applicationId, id))
        .limit(1);
      return row ?? null;
    },

    async findByApplicationIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db.select().from(tournaments).where(inArray(tournaments.applicationId, ids));
    },

    async tombstonedAmong(ids: string[]) {
      if (ids.length === 0) return new Set<string>();
      const rows = await db
        .select({ id: tournamentTombstones.applicationId })
        .from(tournamentTombstones)
        .where(inArray(tournamentTombstones.applicationId, ids));
      return new Set(rows.map((r) => r.id));
    },

    async upsert(values: NewTournamentRow) {
      await db
        .insert(tournaments)
        .values(values)
        .onConflictDoUpdate({
          target: tournaments.applicationId,
          set: { ...values, updatedAt: new Date() },
        });
    },

    async removeByApplicationId(applicationId: string) {
      const rows = await db
        .delete(tournaments)
        .where(eq(tournaments.applicationId, applicationId))
        .returning({ id: tournaments.id });
      return rows.length > 0;
    },

    async insertTombstone(applicationId: string, adminId: string | null) {
      await db
        .insert(tournamentTombstones)
        .values({ applicationId, deletedByAdminId: adminId })
        .onConflictDoNothing();
    },

    async enqueuePortalDeletion(applicationId: string) {
      await db.insert(portalOutbox).values({ applicationId });
    },

    async lockDueDeliveries(limit: number) {
      return db
        .select()
        .from(portalOutbox)
        .where(and(eq(portalOutbox.status, 'pending'), lte(portalOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(portalOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async markDelivered(id: number) {
      await db
        .update(portalOutbox)
        .set({
          status: 'delivered',
          deliveredAt: new Date(),
          attempts: sql`${portalOutbox.attempts} + 1`,
        })
        .where(eq(portalOutbox.id, id));
    },

    async markAttemptFailed(id: number, error: string, nextAttemptAt: Date) {
      await db
        .update(portalOutbox)
        .set({
          attempts: sql`${portalOutbox.attempts} + 1`,
          lastError: error.slice(0, 500),
          nextAttemptAt,
        })
        .where(eq(portalOutbox.id, id));
    },

    async listDeliveries(limit = 100) {
      return db
        .select()
        .from(portalOutbox)
        .where(eq(portalOutbox.status, 'pending'))
        .orderBy(asc(portalOutbox.id))
        .limit(limit);
    },
  };
}

export type TournamentsRepository = ReturnType<typeof createTournamentsRepository>;
