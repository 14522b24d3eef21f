import { and, eq, inArray, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import {
  divisions,
  entries,
  matches,
  players,
  results,
  resultsNotices,
} from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

import { rowsOf } from './sql-rows';

export interface DivisionContext {
  id: string;
  discipline: string;
  ageGroup: string;
  tournamentId: string;
  tournamentName: string;
  /** The tournament's first and last days (Malaysia dates). */
  startDate: string;
  endDate: string;
  tierCode: string | null;
  resultsPublishedAt: Date | null;
}

export type NewResult = typeof results.$inferInsert;
export type NewMatch = typeof matches.$inferInsert;

/** A division's results and matches, and what an import checks them against. */
export function createResultsRepository(db: DbExecutor) {
  return {
    /** The division with its tournament's last day and tier; `lock` for a publish. */
    async division(id: string, lock = false): Promise<DivisionContext | null> {
      if (!isUuid(id)) return null;
      const rows = rowsOf<DivisionContext>(
        await db.execute(sql`
          select d.id, d.discipline, d.age_group as "ageGroup", d.tournament_id as "tournamentId",
            t.name as "tournamentName", to_char(t.start_date, 'YYYY-MM-DD') as "startDate",
            to_char(t.end_date, 'YYYY-MM-DD') as "endDate",
            s.tier_code as "tierCode", d.results_published_at as "resultsPublishedAt"
          from divisions d join tournaments t on t.id = d.tournament_id
          left join tournament_entry_settings s on s.tournament_id = d.tournament_id
          where d.id = ${id} ${lock ? sql`for update of d` : sql``}`),
      );
      return rows[0] ?? null;
    },
    /** Players by member ID (any case). */
    async playersByMemberIds(memberIds: string[]) {
      if (memberIds.length === 0) return [];
      return db
        .select({ id: players.id, memberId: players.playerId, fullName: players.fullName })
        .from(players)
        .where(inArray(players.playerId, memberIds));
    },
    /** The division's entries that stand: confirmed (with or without an eligibility override). */
    async confirmedEntries(divisionId: string) {
      return db
        .select({ id: entries.id, playerId: entries.playerId, partnerId: entries.partnerId })
        .from(entries)
        .where(and(eq(entries.divisionId, divisionId), eq(entries.status, 'confirmed')));
    },
    /** Placed entries (a pair counts once) and matches of the division. */
    async counts(divisionId: string): Promise<{ rows: number; matches: number }> {
      const [row] = rowsOf<{ rows: number; matches: number }>(
        await db.execute(sql`select
          (select count(distinct coalesce(entry_id::text, player_id::text))::int from results
            where division_id = ${divisionId}) as rows,
          (select count(*)::int from matches where division_id = ${divisionId}) as matches`),
      );
      return row ?? { rows: 0, matches: 0 };
    },
    /**
     * Replaces the division's results and matches and stamps the publication; answers the
     * players whose results changed (those of the old results and of the new).
     */
    async replace(
      divisionId: string,
      newResults: NewResult[],
      newMatches: NewMatch[],
      at: Date,
    ): Promise<string[]> {
      const removed = await db
        .delete(results)
        .where(eq(results.divisionId, divisionId))
        .returning({ playerId: results.playerId });
      await db.delete(matches).where(eq(matches.divisionId, divisionId));
      for (let i = 0; i < newResults.length; i += 1000)
        await db.insert(results).values(newResults.slice(i, i + 1000));
      for (let i = 0; i < newMatches.length; i += 1000)
        await db.insert(matches).values(newMatches.slice(i, i + 1000));
      await db
        .update(divisions)
        .set({ resultsPublishedAt: at, updatedAt: at })
        .where(eq(divisions.id, divisionId));
      return [
        ...new Set([...removed.map((r) => r.playerId), ...newResults.map((r) => r.playerId)]),
      ];
    },
    /**
     * Records each player as told of the division's results; answers those not told before
     * (inside the publish's transaction, so a retry or a second publish tells no one twice).
     */
    async markTold(divisionId: string, playerIds: string[], at: Date): Promise<string[]> {
      if (playerIds.length === 0) return [];
      const told = await db
        .insert(resultsNotices)
        .values(playerIds.map((playerId) => ({ divisionId, playerId, toldAt: at })))
        .onConflictDoNothing()
        .returning({ playerId: resultsNotices.playerId });
      return told.map((row) => row.playerId);
    },
    /** Whom a results notice goes to: the players themselves, active accounts only. */
    async recipients(playerIds: string[]) {
      if (playerIds.length === 0) return [];
      return db
        .select({
          id: players.id,
          fullName: players.fullName,
          email: players.email,
          language: players.language,
        })
        .from(players)
        .where(and(inArray(players.id, playerIds), eq(players.status, 'active')));
    },
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
