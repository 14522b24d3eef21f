import { and, asc, count, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';

import { LIVE_ENTRY_STATUSES } from '@app/shared/competition/entries';

import type { DbExecutor } from '../../db/client';
import {
  divisions,
  entries,
  players,
  tournamentEntrySettings,
  tournaments,
} from '../../db/schema/index';
import { createPlayerFactsQueries, type PlayerFacts } from '../players/index';

import { createEntryFlagsQueries } from './entry-flags.repository';
import { createEntryListsQueries } from './entry-lists.repository';

const PLACES = ['confirmed', 'awaiting_payment', 'offered'] as const;

export type EntryRow = typeof entries.$inferSelect;
export type EntryChange = Partial<typeof entries.$inferInsert>;

/** What entering needs to know about a player (eligibility, mail language). */
export type EntrantFactsRow = PlayerFacts;

const divisionColumns = {
  division: divisions,
  tournamentName: tournaments.name,
  firstDay: tournaments.startDate,
  lastDay: tournaments.endDate,
  settings: tournamentEntrySettings,
};

/**
 * Entries and their places. Every change to a division's places runs in a transaction that
 * first locked the division row (`lockDivision`), so counts are settled and a freed place is
 * offered once.
 */
export function createEntriesRepository(db: DbExecutor) {
  return {
    ...createEntryListsQueries(db),
    ...createEntryFlagsQueries(db),
    ...createPlayerFactsQueries(db),

    /** The division with its tournament's days and entry settings; locked with `lock`. */
    async division(id: string, lock = false) {
      const q = db
        .select(divisionColumns)
        .from(divisions)
        .innerJoin(tournaments, eq(tournaments.id, divisions.tournamentId))
        .leftJoin(
          tournamentEntrySettings,
          eq(tournamentEntrySettings.tournamentId, divisions.tournamentId),
        )
        .where(eq(divisions.id, id));
      const [row] = lock ? await q.for('update', { of: divisions }) : await q;
      return row ?? null;
    },

    async find(id: string) {
      const [row] = await db.select().from(entries).where(eq(entries.id, id));
      return row ?? null;
    },

    /**
     * Locks players' rows (NO KEY UPDATE: entries referencing them do not wait), in id order (one
     * statement: its rows are locked as the sort returns them), so one player's entries across a
     * tournament's divisions change one at a time. Taken after any payment orders and before the
     * division, like every change to entries.
     */
    async lockPlayers(ids: (string | null)[]) {
      const sorted = [...new Set(ids.filter((id): id is string => !!id))].sort();
      if (sorted.length === 0) return;
      await db
        .select({ id: players.id })
        .from(players)
        .where(inArray(players.id, sorted))
        .orderBy(asc(players.id))
        .for('no key update');
    },

    /**
     * The live entries in the tournament of any of `playerIds` (entrant or partner), in one read:
     * what entering checks under the lock (already in the division? room left?).
     */
    async liveInTournament(tournamentId: string, playerIds: string[]) {
      return db
        .select({
          id: entries.id,
          divisionId: entries.divisionId,
          playerId: entries.playerId,
          partnerId: entries.partnerId,
          status: entries.status,
        })
        .from(entries)
        .innerJoin(divisions, eq(divisions.id, entries.divisionId))
        .where(
          and(
            eq(divisions.tournamentId, tournamentId),
            inArray(entries.status, [...LIVE_ENTRY_STATUSES]),
            or(inArray(entries.playerId, playerIds), inArray(entries.partnerId, playerIds)),
          ),
        );
    },

    /** Places taken: confirmed, held for payment, or on offer (a pair is one). */
    async takenPlaces(divisionId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(entries)
        .where(and(eq(entries.divisionId, divisionId), inArray(entries.status, [...PLACES])));
      return Number(row?.n ?? 0);
    },

    async insert(values: typeof entries.$inferInsert) {
      const [row] = await db.insert(entries).values(values).returning();
      return row!;
    },
    async update(id: string, values: EntryChange) {
      const [row] = await db
        .update(entries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(entries.id, id))
        .returning();
      return row!;
    },

    /** The first in the division's waitlist (a pair waits as one). */
    async nextWaitlisted(divisionId: string) {
      const [row] = await db
        .select()
        .from(entries)
        .where(and(eq(entries.divisionId, divisionId), eq(entries.status, 'waitlisted')))
        .orderBy(asc(entries.waitlistedAt), asc(entries.id))
        .limit(1);
      return row ?? null;
    },

    /** 1 for the next in line. */
    async waitlistPosition(entry: Pick<EntryRow, 'divisionId' | 'waitlistedAt' | 'id'>) {
      if (!entry.waitlistedAt) return null;
      const [row] = await db
        .select({ n: count() })
        .from(entries)
        .where(
          and(
            eq(entries.divisionId, entry.divisionId),
            eq(entries.status, 'waitlisted'),
            sql`(${entries.waitlistedAt}, ${entries.id}) < (${entry.waitlistedAt.toISOString()}::timestamptz, ${entry.id}::uuid)`,
          ),
        );
      return Number(row?.n ?? 0) + 1;
    },

    /**
     * Divisions with something due at `at`: partner requests past their deadline, offers past
     * their expiry, places held for payment past their hold.
     */
    async divisionsWithDue(at: Date, limit: number) {
      const rows = await db
        .select({ divisionId: entries.divisionId })
        .from(entries)
        .where(
          or(
            and(eq(entries.status, 'awaiting_partner'), lte(entries.partnerDeadline, at)),
            and(eq(entries.status, 'offered'), lte(entries.offerExpiresAt, at)),
            and(eq(entries.status, 'awaiting_payment'), lt(entries.holdExpiresAt, at)),
          ),
        )
        .groupBy(entries.divisionId)
        .limit(limit);
      return rows.map((r) => r.divisionId);
    },

    /** The due entries of one division (call with it locked). */
    async dueIn(divisionId: string, at: Date) {
      return db
        .select()
        .from(entries)
        .where(
          and(
            eq(entries.divisionId, divisionId),
            or(
              and(eq(entries.status, 'awaiting_partner'), lte(entries.partnerDeadline, at)),
              and(eq(entries.status, 'offered'), lte(entries.offerExpiresAt, at)),
              and(eq(entries.status, 'awaiting_payment'), lt(entries.holdExpiresAt, at)),
            ),
          ),
        );
    },
  };
}

export type EntriesRepository = ReturnType<typeof createEntriesRepository>;
