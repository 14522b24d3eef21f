import { and, asc, count, eq, gte, inArray, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { LIVE_ENTRY_STATUSES } from '@app/shared/competition/entries';

import type { DbExecutor } from '../../db/client';
import { divisions, entries, players, tournaments } from '../../db/schema/index';

const entrant = alias(players, 'flag_entrant');
const partner = alias(players, 'flag_partner');

/**
 * Entries flagged because a player's facts changed (issue 39): found, locked and marked in the
 * transaction that changed the facts; listed and counted for tournament officers.
 */
export function createEntryFlagsQueries(db: DbExecutor) {
  return {
    /**
     * A player's live entries (entrant or partner) in tournaments not yet over on `today`,
     * locked, so a second change of the same player waits for this one's flags.
     */
    async lockLiveOfPlayer(playerId: string, today: string) {
      return db
        .select({ entry: entries })
        .from(entries)
        .innerJoin(divisions, eq(divisions.id, entries.divisionId))
        .innerJoin(tournaments, eq(tournaments.id, divisions.tournamentId))
        .where(
          and(
            inArray(entries.status, [...LIVE_ENTRY_STATUSES]),
            or(eq(entries.playerId, playerId), eq(entries.partnerId, playerId)),
            gte(tournaments.endDate, today),
          ),
        )
        .orderBy(asc(entries.id))
        .for('update', { of: entries });
    },

    /** Marks (or, with null, clears) the entry's flag; the first flag's time is kept. */
    async setFlag(id: string, reasons: string[] | null, at: Date) {
      await db
        .update(entries)
        .set(
          reasons
            ? { eligibilityFlagReasons: reasons, eligibilityFlaggedAt: at }
            : { eligibilityFlagReasons: null, eligibilityFlaggedAt: null },
        )
        .where(eq(entries.id, id));
    },

    /** Flagged live entries, oldest flag first, with tournament, division and players. */
    async flaggedLive(limit: number) {
      return db
        .select({
          entry: entries,
          division: divisions,
          tournamentId: tournaments.id,
          tournamentName: tournaments.name,
          startDate: tournaments.startDate,
          entrantMemberId: entrant.playerId,
          entrantName: entrant.fullName,
          entrantState: entrant.state,
          partnerMemberId: partner.playerId,
          partnerName: partner.fullName,
          partnerState: partner.state,
        })
        .from(entries)
        .innerJoin(divisions, eq(divisions.id, entries.divisionId))
        .innerJoin(tournaments, eq(tournaments.id, divisions.tournamentId))
        .innerJoin(entrant, eq(entrant.id, entries.playerId))
        .leftJoin(partner, eq(partner.id, entries.partnerId))
        .where(
          and(
            isNotNull(entries.eligibilityFlaggedAt),
            inArray(entries.status, [...LIVE_ENTRY_STATUSES]),
          ),
        )
        .orderBy(asc(entries.eligibilityFlaggedAt), asc(entries.id))
        .limit(limit);
    },

    /** How many live entries wait for a tournament officer's look (the sidebar badge). */
    async countFlaggedLive() {
      const [row] = await db
        .select({ n: count() })
        .from(entries)
        .where(
          and(
            isNotNull(entries.eligibilityFlaggedAt),
            inArray(entries.status, [...LIVE_ENTRY_STATUSES]),
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
}
