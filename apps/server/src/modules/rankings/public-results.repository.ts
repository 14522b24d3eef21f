import { sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { namePublicSql, privacyRefsOf } from '../competition/index';

import { rowsOf } from './sql-rows';

export interface ResultsTournamentRow {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  tierCode: string | null;
  tierName: string | null;
  tierNameMs: string | null;
}

export interface PublishedDivisionRow {
  id: string;
  discipline: string;
  ageGroup: string;
  publishedAt: Date;
}

export interface PublishedResultRow {
  divisionId: string;
  placement: number;
  entryId: string | null;
  playerId: string;
  name: string;
  memberId: string;
  state: string | null;
  /** The public-name rule (competition/public-name.ts). */
  namePublic: boolean;
}

export interface PublishedMatchRow {
  divisionId: string;
  round: string;
  sideA: string[];
  sideB: string[];
  scores: string;
  winner: 'a' | 'b';
}

/** A tournament's published results, as its public pages show them (three reads). */
export function createPublicResultsRepository(db: DbExecutor) {
  return {
    async tournament(id: string): Promise<ResultsTournamentRow | null> {
      if (!isUuid(id)) return null;
      const [row] = rowsOf<ResultsTournamentRow>(
        await db.execute(sql`
          select t.id, t.name, to_char(t.start_date, 'YYYY-MM-DD') as "startDate",
            to_char(greatest(t.start_date, t.end_date), 'YYYY-MM-DD') as "endDate",
            s.tier_code as "tierCode", st.name as "tierName", st.name_ms as "tierNameMs"
          from tournaments t
          left join tournament_entry_settings s on s.tournament_id = t.id
          left join sanctioning_tiers st on st.code = s.tier_code
          where t.id = ${id}`),
      );
      return row ?? null;
    },
    /** The divisions whose results are published, in the order staff made them. */
    async divisions(tournamentId: string): Promise<PublishedDivisionRow[]> {
      return rowsOf<PublishedDivisionRow>(
        await db.execute(sql`
          select id, discipline, age_group as "ageGroup", results_published_at as "publishedAt"
          from divisions
          where tournament_id = ${tournamentId} and results_published_at is not null
          order by created_at, id`),
      );
    },
    /** Every placed player of those divisions, best placement first. */
    async results(divisionIds: string[], now: Date): Promise<PublishedResultRow[]> {
      if (divisionIds.length === 0) return [];
      return rowsOf<PublishedResultRow>(
        await db.execute(sql`
          select r.division_id as "divisionId", r.placement, r.entry_id as "entryId",
            r.player_id as "playerId", p.full_name as name, p.player_id as "memberId", p.state,
            ${namePublicSql(privacyRefsOf('p', 'cp'), now)} as "namePublic"
          from results r
          join players p on p.id = r.player_id
          left join competition_privacy cp on cp.player_id = r.player_id
          where r.division_id in (${sql.join(
            divisionIds.map((d) => sql`${d}::uuid`),
            sql`, `,
          )})
          order by r.division_id, r.placement, r.entry_id nulls last, r.id`),
      );
    },
    /** Every division with published results, for the sitemap. */
    async published(): Promise<{ tournamentId: string; divisionId: string }[]> {
      return rowsOf<{ tournamentId: string; divisionId: string }>(
        await db.execute(sql`
          select tournament_id as "tournamentId", id as "divisionId" from divisions
          where results_published_at is not null
          order by tournament_id, created_at, id`),
      );
    },
    async matches(divisionIds: string[]): Promise<PublishedMatchRow[]> {
      if (divisionIds.length === 0) return [];
      return rowsOf<PublishedMatchRow>(
        await db.execute(sql`
          select division_id as "divisionId", round, side_a as "sideA", side_b as "sideB",
            scores, winner
          from matches
          where division_id in (${sql.join(
            divisionIds.map((d) => sql`${d}::uuid`),
            sql`, `,
          )})
          order by division_id, id`),
      );
    },
  };
}

export type PublicResultsRepository = ReturnType<typeof createPublicResultsRepository>;
