import { sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import {
  hasResultsSql,
  namePublicSql,
  privacyRefsOf,
  profilePublicSql,
} from '../competition/index';

import { rowsOf } from './sql-rows';

export interface PublicPlayerRow {
  id: string;
  memberId: string;
  fullName: string;
  state: string | null;
  /** The public-name rule (competition/public-name.ts): the name may be public… */
  namePublic: boolean;
  /** …and the player has a published result… */
  hasResults: boolean;
  /** …and chose a public profile. */
  profilePublic: boolean;
}

export interface PlayerResultRow {
  resultId: number;
  placement: number;
  playedOn: string;
  discipline: string;
  ageGroup: string;
  tournament: string;
  tierCode: string | null;
  tierName: string | null;
  tierNameMs: string | null;
}

/** A player's competition record: results, entries, matches, and their privacy choices. */
export function createPlayerResultsRepository(db: DbExecutor) {
  return {
    /** A player by member ID, with what the public-name rule allows of them today. */
    async playerByMemberId(memberId: string, now: Date): Promise<PublicPlayerRow | null> {
      const who = privacyRefsOf('p', 'cp');
      const rows = rowsOf<PublicPlayerRow>(
        await db.execute(sql`
          select p.id, p.player_id as "memberId", p.full_name as "fullName", p.state,
            ${namePublicSql(who, now)} as "namePublic", ${hasResultsSql(who)} as "hasResults",
            ${profilePublicSql(who, now)} as "profilePublic"
          from players p left join competition_privacy cp on cp.player_id = p.id
          where p.player_id = ${memberId.trim().toUpperCase()}`),
      );
      return rows[0] ?? null;
    },
    /** Member IDs of the public profiles that exist today (the sitemap), at most `limit`. */
    async publicProfileIds(now: Date, limit: number): Promise<string[]> {
      const who = privacyRefsOf('p', 'cp');
      return rowsOf<{ memberId: string }>(
        await db.execute(sql`
          select p.player_id as "memberId"
          from competition_privacy cp join players p on p.id = cp.player_id
          where cp.public_profile and ${profilePublicSql(who, now)}
          order by p.player_id limit ${limit}`),
      ).map((r) => r.memberId);
    },
    /** The player's results, newest first (one category, or all). */
    async resultsOf(
      playerId: string,
      category?: { discipline: string; ageGroup: string },
    ): Promise<PlayerResultRow[]> {
      return rowsOf<PlayerResultRow>(
        await db.execute(sql`
          select r.id::int as "resultId", r.placement, to_char(r.played_on, 'YYYY-MM-DD') as "playedOn",
            d.discipline, d.age_group as "ageGroup", t.name as tournament, s.tier_code as "tierCode",
            st.name as "tierName", st.name_ms as "tierNameMs"
          from results r join divisions d on d.id = r.division_id
          join tournaments t on t.id = d.tournament_id
          left join tournament_entry_settings s on s.tournament_id = d.tournament_id
          left join sanctioning_tiers st on st.code = s.tier_code
          where r.player_id = ${playerId}
            ${category ? sql`and d.discipline = ${category.discipline} and d.age_group = ${category.ageGroup}` : sql``}
          order by r.played_on desc, r.id desc limit 300`),
      );
    },
    /** The player's entries (as entrant or partner) by status. */
    async entryCounts(playerId: string) {
      return rowsOf<{ status: string; n: number }>(
        await db.execute(sql`
          select status, count(*)::int as n from entries
          where player_id = ${playerId} or partner_id = ${playerId} group by status`),
      );
    },
    /** Matches the player played, won and lost (from the published match lists). */
    async matchRecord(playerId: string) {
      const [row] = rowsOf<{ played: number; won: number }>(
        await db.execute(sql`
          select count(*)::int as played,
            count(*) filter (where (winner = 'a' and side_a ? ${playerId})
              or (winner = 'b' and side_b ? ${playerId}))::int as won
          from matches where (side_a ? ${playerId} or side_b ? ${playerId})
            and division_id in (select division_id from results where player_id = ${playerId}
              union select division_id from entries
                where player_id = ${playerId} or partner_id = ${playerId})`),
      );
      return row ?? { played: 0, won: 0 };
    },
    /** The club the player gave on their latest entry. */
    async latestClub(playerId: string): Promise<string | null> {
      const [row] = rowsOf<{ club: string | null }>(
        await db.execute(sql`
          select club from entries
          where (player_id = ${playerId} or partner_id = ${playerId}) and club is not null
            and club <> '' order by created_at desc limit 1`),
      );
      return row?.club ?? null;
    },
  };
}

export type PlayerResultsRepository = ReturnType<typeof createPlayerResultsRepository>;
