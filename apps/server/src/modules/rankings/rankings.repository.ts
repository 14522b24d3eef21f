import { sql, type SQL } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { namePublicSql, privacyRefsOf, profilePublicSql } from '../competition/index';

import { rowsOf } from './sql-rows';

export interface RulesInForce {
  id: string;
  bestOf: number;
  windowWeeks: number;
}

export interface RankingListFilter {
  category: string;
  state?: string | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
  /** The public-name rule's "today" (ages). */
  now: Date;
}

export interface RankingListRow {
  rank: number;
  points: number;
  counted: number;
  state: string | null;
  memberId: string;
  name: string;
  /** The public-name rule (competition/public-name.ts). */
  namePublic: boolean;
  profilePublic: boolean;
}

/**
 * Rank order (best first) by the tie-break values, as the category indexes hold them: the same
 * order as `rank`, which is not indexed (a re-rank rewrites it in place).
 */
const RANK_ORDER = sql.raw(
  'r.points desc nulls last, r.best_points desc nulls last, r.counted desc nulls last, ' +
    'r.latest_on desc nulls last',
);

/** Escapes LIKE's wildcards in a search term. */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The `pts`, `scored`, `ranked` and `totals` CTEs: each player's best `bestOf` results with
 * points in the window, per category, among the results `where` selects (`d` divisions, `r`
 * results): what `computeStandings` computes, before ranking.
 */
function totalsSql(input: { windowFrom: string; rules: RulesInForce; where: SQL }): SQL {
  const { windowFrom, rules, where } = input;
  return sql`pts as (
      select tier_code, placement as lo, points,
        coalesce(lead(placement) over (partition by tier_code order by placement) - 1,
          placement) as hi
      from ranking_points where rules_id = ${rules.id}
    ),
    scored as (
      select d.discipline || ':' || d.age_group as category, r.id as result_id, r.player_id,
        r.played_on, coalesce(pts.points, 0) as points
      from divisions d
      join results r on r.division_id = d.id
      left join tournament_entry_settings s on s.tournament_id = d.tournament_id
      left join pts on pts.tier_code = s.tier_code and r.placement between pts.lo and pts.hi
      where r.played_on >= ${windowFrom}::date and ${where}
    ),
    ranked as (
      select *, row_number() over (partition by category, player_id
        order by points desc, played_on desc, result_id desc) as n
      from scored where points > 0
    ),
    totals as (
      select category, player_id, sum(points)::int as points, max(points)::int as best_points,
        count(*)::int as counted, max(played_on) as latest_on,
        jsonb_agg(jsonb_build_object('resultId', result_id, 'points', points) order by n)
          as breakdown
      from ranked where n <= ${rules.bestOf} group by category, player_id
    )`;
}

/**
 * Writes the staged standings (rk_stage) that changed; unchanged ones are not rewritten (a daily
 * run writes only what aged out). Without `withRank` a staged row keeps its stored rank (the
 * re-rank that follows sets it).
 */
async function upsertStaged(db: DbExecutor, withRank: boolean) {
  await db.execute(sql`
    insert into rankings (category, player_id, rank, points, best_points, counted, latest_on,
      breakdown, state, computed_at)
    select category, player_id, rank, points, best_points, counted, latest_on, breakdown,
      state, now() from rk_stage
    on conflict (category, player_id) do update set
      ${withRank ? sql`rank = excluded.rank,` : sql``}
      points = excluded.points, best_points = excluded.best_points,
      counted = excluded.counted, latest_on = excluded.latest_on,
      breakdown = excluded.breakdown, state = excluded.state, computed_at = now()
    where (${withRank ? sql`rankings.rank,` : sql``} rankings.points, rankings.best_points,
        rankings.counted, rankings.latest_on, rankings.state, rankings.breakdown)
      is distinct from (${withRank ? sql`excluded.rank,` : sql``} excluded.points,
        excluded.best_points, excluded.counted, excluded.latest_on, excluded.state,
        excluded.breakdown)`);
}

/**
 * The rankings table: the set-based recompute of one category (ADR 026) and the public reads.
 * The recompute follows `computeStandings` (@app/shared/competition/ranking-maths) exactly;
 * rankings.routes.test.ts checks the two agree.
 */
export function createRankingsRepository(db: DbExecutor) {
  return {
    /**
     * Recomputes one category (or, with `only` null, all of them in one pass over the results)
     * on `today`, in the caller's transaction: stages the standings, notes changed ranks and
     * points in the history (rank 0: no longer ranked), then swaps the rows: upserts what
     * changed, deletes who is no longer ranked. Readers see the old rows or the new ones
     * (MVCC), never none, and are never blocked.
     */
    async recompute(input: {
      only: { category: string; discipline: string; ageGroup: string } | null;
      today: string;
      windowFrom: string;
      rules: RulesInForce;
    }): Promise<number> {
      const { only, today, windowFrom, rules } = input;
      // One recompute at a time (a publish and the daily run may meet).
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('rankings'))`);
      await db.execute(sql`drop table if exists rk_stage`);
      await db.execute(sql`
        create temp table rk_stage on commit drop as
        with ${totalsSql({
          windowFrom,
          rules,
          where: only
            ? sql`d.discipline = ${only.discipline} and d.age_group = ${only.ageGroup}`
            : sql`true`,
        })}
        select t.*, p.state, rank() over (partition by t.category
            order by t.points desc, t.best_points desc, t.counted desc, t.latest_on desc)::int as rank
        from totals t join players p on p.id = t.player_id`);
      const inScope = only ? sql`r.category = ${only.category}` : sql`true`;
      await db.execute(sql`
        insert into ranking_history (category, player_id, "on", rank, points)
        select s.category, s.player_id, ${today}::date, s.rank, s.points from rk_stage s
          left join rankings r on r.category = s.category and r.player_id = s.player_id
          where r.player_id is null or r.rank <> s.rank or r.points <> s.points
        union all
        select r.category, r.player_id, ${today}::date, 0, 0 from rankings r
          where ${inScope} and not exists (select 1 from rk_stage s
            where s.category = r.category and s.player_id = r.player_id)
        on conflict (player_id, category, "on")
          do update set rank = excluded.rank, points = excluded.points`);
      await db.execute(sql`
        delete from rankings r where ${inScope} and not exists (select 1 from rk_stage s
          where s.category = r.category and s.player_id = r.player_id)`);
      await upsertStaged(db, true);
      const [count] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from rk_stage`),
      );
      await db.execute(sql`drop table if exists rk_stage`);
      return count?.n ?? 0;
    },

    /**
     * The incremental recompute after a publish or correction: recomputes only `players`' standings
     * in one category (their results there, old and new), then re-ranks the category from the
     * stored standings and rewrites only the rows whose rank moved (the ranks between a changed
     * player's old and new positions), in place. Ranks, points, counted results, tie-breaks and
     * history end as a full recompute of the category would leave them on a day the daily run
     * has already run: results ageing out, a new season and other players' moves to another
     * state are the daily run's. Same lock and MVCC swap as `recompute`. Answers how many of
     * `players` are ranked.
     */
    async recomputePlayers(input: {
      category: string;
      discipline: string;
      ageGroup: string;
      players: string[];
      today: string;
      windowFrom: string;
      rules: RulesInForce;
    }): Promise<number> {
      const { category, today, windowFrom, rules } = input;
      const players = sql`${`{${input.players.join(',')}}`}::uuid[]`;
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('rankings'))`);
      await db.execute(sql`drop table if exists rk_stage`);
      await db.execute(sql`drop table if exists rk_before`);
      // The players' new standings (rank 0 until re-ranked) and what they had before.
      await db.execute(sql`
        create temp table rk_stage on commit drop as
        with ${totalsSql({
          windowFrom,
          rules,
          where: sql`d.discipline = ${input.discipline} and d.age_group = ${input.ageGroup}
            and r.player_id = any(${players})`,
        })}
        select t.*, p.state, 0 as rank from totals t join players p on p.id = t.player_id`);
      await db.execute(sql`
        create temp table rk_before on commit drop as
        select player_id, rank, points from rankings
        where category = ${category} and player_id = any(${players})`);
      await db.execute(sql`
        delete from rankings r where r.category = ${category} and r.player_id = any(${players})
          and not exists (select 1 from rk_stage s where s.player_id = r.player_id)`);
      await upsertStaged(db, false);
      // Every standing's rank from the stored tie-break values (one pass over the category in
      // index order); only the ranks that moved are rewritten (in place), and noted in the history
      // with the players' own changes and departures.
      await db.execute(sql`
        with n as (
          select r.player_id, r.rank as old_rank, r.points,
            rank() over (order by ${RANK_ORDER})::int as rank
          from rankings r where r.category = ${category}
        ),
        moved as (
          update rankings r set rank = n.rank from n
          where r.category = ${category} and r.player_id = n.player_id and n.old_rank <> n.rank
        )
        insert into ranking_history (category, player_id, "on", rank, points)
        select ${category}, n.player_id, ${today}::date, n.rank, n.points from n
          where case when n.player_id = any(${players})
            then not exists (select 1 from rk_before b
              where b.player_id = n.player_id and b.rank = n.rank and b.points = n.points)
            else n.old_rank <> n.rank end
        union all
        select ${category}, b.player_id, ${today}::date, 0, 0 from rk_before b
          where not exists (select 1 from rk_stage s where s.player_id = b.player_id)
        on conflict (player_id, category, "on")
          do update set rank = excluded.rank, points = excluded.points`);
      const [count] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from rk_stage`),
      );
      await db.execute(sql`drop table if exists rk_stage`);
      await db.execute(sql`drop table if exists rk_before`);
      return count?.n ?? 0;
    },

    async list(filter: RankingListFilter): Promise<{ total: number; rows: RankingListRow[] }> {
      const who = privacyRefsOf('p', 'cp');
      const namePublic = namePublicSql(who, filter.now);
      // A search or a state filter finds only players whose name is public: a private player's
      // name, member ID and state must not select their row either.
      const isFiltered = Boolean(filter.q || filter.state);
      const search = filter.q
        ? sql`and (p.full_name ilike ${likeTerm(filter.q)} or p.player_id ilike ${likeTerm(filter.q)})`
        : sql``;
      const where = sql`r.category = ${filter.category}
        ${filter.state ? sql`and r.state = ${filter.state}` : sql``} ${search}
        ${isFiltered ? sql`and ${namePublic}` : sql``}`;
      const from = sql`from rankings r join players p on p.id = r.player_id
        left join competition_privacy cp on cp.player_id = r.player_id`;
      const [count, rows] = await Promise.all([
        // Unfiltered, the count needs only the rankings' own index.
        isFiltered
          ? db.execute(sql`select count(*)::int as n ${from} where ${where}`)
          : db.execute(sql`select count(*)::int as n from rankings r where ${where}`),
        db.execute(sql`
          select r.rank, r.points, r.counted, r.state, p.player_id as "memberId",
            p.full_name as name, ${namePublic} as "namePublic",
            ${profilePublicSql(who, filter.now)} as "profilePublic"
          ${from} where ${where}
          order by ${RANK_ORDER},
            -- Within a tie, public names alphabetically, then private players in no telling order.
            case when ${namePublic} then p.full_name end nulls last, p.id
          limit ${filter.limit} offset ${filter.offset}`),
      ]);
      return {
        total: rowsOf<{ n: number }>(count)[0]?.n ?? 0,
        rows: rowsOf<RankingListRow>(rows),
      };
    },

    /** A player's standings in every category (or one). */
    async standingsOf(playerId: string, category?: string) {
      return rowsOf<{
        category: string;
        rank: number;
        points: number;
        breakdown: { resultId: number; points: number }[];
      }>(
        await db.execute(sql`
          select category, rank, points, breakdown from rankings
          where player_id = ${playerId} ${category ? sql`and category = ${category}` : sql``}
          order by rank, category`),
      );
    },

    async historyOf(playerId: string) {
      return rowsOf<{ category: string; on: string; rank: number; points: number }>(
        await db.execute(sql`
          select category, to_char("on", 'YYYY-MM-DD') as "on", rank, points from ranking_history
          where player_id = ${playerId} order by category, "on" limit 5000`),
      );
    },
  };
}

export type RankingsRepository = ReturnType<typeof createRankingsRepository>;
