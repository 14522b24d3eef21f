import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { tournamentTombstones, tournaments, type NewTournamentRow } from '../../db/schema/index';
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
  };
}

export type TournamentsRepository = ReturnType<typeof createTournamentsRepository>;
