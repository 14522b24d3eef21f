import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { LIVE_ENTRY_STATUSES } from '@app/shared/competition/entries';

import type { DbExecutor } from '../../db/client';
import { divisions, entries } from '../../db/schema/index';

export type DivisionRow = typeof divisions.$inferSelect;
export type DivisionValues = Omit<
  typeof divisions.$inferInsert,
  'id' | 'tournamentId' | 'createdAt' | 'updatedAt' | 'resultsPublishedAt'
>;

// Written out in full: inside a select list Drizzle would drop the table qualifiers.
/** Places held: confirmed, awaiting payment (a held checkout) and offered entries. */
const takenCount = sql<number>`(select count(*)::int from entries e
  where e.division_id = "divisions"."id"
  and e.status in ('confirmed','awaiting_payment','offered'))`.mapWith(Number);
const waitlistedCount = sql<number>`(select count(*)::int from entries e
  where e.division_id = "divisions"."id" and e.status = 'waitlisted')`.mapWith(Number);
const hasResults = sql<boolean>`("divisions"."results_published_at" is not null
  or exists (select 1 from results r where r.division_id = "divisions"."id"))`.mapWith(Boolean);

const withCounts = {
  division: divisions,
  taken: takenCount,
  waitlisted: waitlistedCount,
  resultsPublished: hasResults,
};
export interface DivisionWithCounts {
  division: DivisionRow;
  taken: number;
  waitlisted: number;
  resultsPublished: boolean;
}

/** A tournament's divisions with their places taken and waiting. */
export function divisionQueries(db: DbExecutor) {
  return {
    async listDivisions(tournamentId: string): Promise<DivisionWithCounts[]> {
      return db
        .select(withCounts)
        .from(divisions)
        .where(eq(divisions.tournamentId, tournamentId))
        .orderBy(asc(divisions.discipline), asc(divisions.ageGroup), asc(divisions.createdAt));
    },
    /** A player's live entries (as entrant or partner) in a tournament's divisions. */
    async liveEntriesOf(tournamentId: string, playerId: string) {
      return db
        .select({ divisionId: entries.divisionId, status: entries.status })
        .from(entries)
        .innerJoin(divisions, eq(divisions.id, entries.divisionId))
        .where(
          and(
            eq(divisions.tournamentId, tournamentId),
            inArray(entries.status, [...LIVE_ENTRY_STATUSES]),
            sql`(${entries.playerId} = ${playerId} or ${entries.partnerId} = ${playerId})`,
          ),
        );
    },
    async findDivision(id: string): Promise<DivisionWithCounts | null> {
      const [row] = await db.select(withCounts).from(divisions).where(eq(divisions.id, id));
      return row ?? null;
    },
    /** The division row locked for a change to its cap or its removal. */
    async lockDivision(id: string) {
      const [row] = await db.select().from(divisions).where(eq(divisions.id, id)).for('update');
      return row ?? null;
    },
    /** Live entries (holding or waiting for a place), places held (confirmed + held). */
    async entryCounts(divisionId: string) {
      const [row] = await db
        .select({
          live: sql<number>`count(*)::int`.mapWith(Number),
          held: sql<number>`(count(*) filter (where ${entries.status} in ('confirmed','awaiting_payment','offered')))::int`.mapWith(
            Number,
          ),
        })
        .from(entries)
        .where(
          and(eq(entries.divisionId, divisionId), inArray(entries.status, LIVE_ENTRY_STATUSES)),
        );
      return { live: row?.live ?? 0, held: row?.held ?? 0 };
    },
    async hasResults(divisionId: string) {
      const rows = await db
        .select({ yes: sql<number>`1` })
        .from(divisions)
        .where(
          sql`${divisions.id} = ${divisionId} and (${divisions.resultsPublishedAt} is not null
            or exists (select 1 from results r where r.division_id = ${divisionId}))`,
        );
      return rows.length > 0;
    },
    async insertDivision(tournamentId: string, values: DivisionValues) {
      const [row] = await db
        .insert(divisions)
        .values({ ...values, tournamentId })
        .returning();
      return row!;
    },
    async updateDivision(id: string, values: DivisionValues) {
      const [row] = await db
        .update(divisions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(divisions.id, id))
        .returning();
      return row ?? null;
    },
    async removeDivision(id: string) {
      const rows = await db.delete(divisions).where(eq(divisions.id, id)).returning();
      return rows.length > 0;
    },
  };
}
