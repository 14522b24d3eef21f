import { malaysiaTodayIso } from '@app/shared/calendar';
import {
  AGE_GROUP_LABELS,
  DISCIPLINE_LABELS,
  parseRankingCategory,
} from '@app/shared/competition/categories';
import { pointsFor, windowStart, type PointsRow } from '@app/shared/competition/ranking-maths';
import {
  DEFAULT_RANKING_CATEGORY,
  RANKINGS_PAGE_SIZE,
  type PlayerRanking,
  type RankedResult,
  type RankingsPage,
  type RankingsQuery,
} from '@app/shared/competition/rankings';
import { RANKINGS_MESSAGES as M } from '@app/shared/competition/rankings-messages';

import { AppError, badRequest } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import { publicIdentity } from '../competition/index';

import type { PlayerResultRow, PlayerResultsRepository } from './player-results.repository';
import type { RankingRulesRepository, RankingRulesRow } from './ranking-rules.repository';
import type { RankingsRepository } from './rankings.repository';

export interface RankingsRepos {
  rankings: RankingsRepository;
  rankingRules: RankingRulesRepository;
  playerResults: PlayerResultsRepository;
}

export interface RulesWithPoints {
  rules: RankingRulesRow;
  table: PointsRow[];
}

/** A player's results with their points under the rules in force, counted ones marked. */
export function rankedResults(
  rows: PlayerResultRow[],
  table: PointsRow[],
  counted: ReadonlySet<number>,
  language: 'en' | 'ms' = 'en',
): RankedResult[] {
  return rows.map((r) => {
    const d = r.discipline as keyof typeof DISCIPLINE_LABELS;
    const a = r.ageGroup as keyof typeof AGE_GROUP_LABELS;
    return {
      resultId: Number(r.resultId),
      tournament: r.tournament,
      playedOn: r.playedOn,
      division: `${DISCIPLINE_LABELS[d][language]} · ${AGE_GROUP_LABELS[a][language]}`,
      category: `${r.discipline}:${r.ageGroup}`,
      placement: r.placement,
      tier: r.tierCode,
      tierName: r.tierName,
      tierNameMs: r.tierNameMs,
      points: r.tierCode ? pointsFor(table, r.tierCode, r.placement) : 0,
      counted: counted.has(Number(r.resultId)),
    };
  });
}

/** Rankings: the recompute (after a publish, daily) and the public reads (ADR 026). */
export function createRankingsService(deps: {
  data: DataAccess<RankingsRepos>;
  now: () => Date;
  /** Clears the cached public pages (rankings, profiles, results) after a change commits. */
  invalidate?: () => Promise<void>;
}) {
  const { data } = deps;
  const today = () => malaysiaTodayIso(deps.now());

  async function rulesInForce(repos: RankingsRepos, on = today()): Promise<RulesWithPoints | null> {
    const rules = await repos.rankingRules.inForce(on);
    if (!rules) return null;
    return { rules, table: await repos.rankingRules.pointsOf(rules.id) };
  }

  async function recompute(repos: RankingsRepos, category: string | null): Promise<number> {
    const parsed = category === null ? null : parseRankingCategory(category);
    if (category !== null && !parsed) throw badRequest(M.unknownCategory);
    const on = today();
    const rules = await repos.rankingRules.inForce(on);
    if (!rules) return 0;
    return repos.rankings.recompute({
      only: parsed && category ? { category, ...parsed } : null,
      today: on,
      windowFrom: windowStart(on, rules.windowWeeks),
      rules,
    });
  }

  /** One category, in the caller's transaction. */
  const recomputeCategory = (repos: RankingsRepos, category: string) => recompute(repos, category);

  /**
   * After a publish or correction, in its transaction: only these players' standings in the
   * category (the division's players, old results and new), then the category's ranks.
   */
  async function recomputePlayers(
    repos: RankingsRepos,
    category: string,
    playerIds: readonly string[],
  ): Promise<number> {
    const parsed = parseRankingCategory(category);
    if (!parsed) throw badRequest(M.unknownCategory);
    const on = today();
    const rules = await repos.rankingRules.inForce(on);
    if (!rules) return 0;
    return repos.rankings.recomputePlayers({
      category,
      ...parsed,
      players: [...new Set(playerIds)],
      today: on,
      windowFrom: windowStart(on, rules.windowWeeks),
      rules,
    });
  }

  /** Every category in one pass over the results, swapped in one transaction. */
  const recomputeAll = async (): Promise<number> => {
    const changed = await data.withTransaction((repos) => recompute(repos, null));
    await deps.invalidate?.();
    return changed;
  };

  let lastDailyRun: string | undefined;

  return {
    rulesInForce: () => rulesInForce(data.repos),
    recomputeCategory,
    recomputePlayers,
    recomputeAll,

    /**
     * Once per Malaysian day in each process (results age out of the window, a new season
     * starts). A second process's run finds nothing changed and writes almost nothing.
     */
    async dailyRun(): Promise<number> {
      const on = today();
      if (lastDailyRun === on) return 0;
      lastDailyRun = on;
      return recomputeAll();
    },

    async list(query: RankingsQuery): Promise<RankingsPage> {
      const category = query.category ?? DEFAULT_RANKING_CATEGORY;
      const { total, rows } = await data.repos.rankings.list({
        category,
        state: query.state || undefined,
        q: query.q || undefined,
        limit: RANKINGS_PAGE_SIZE,
        offset: (query.page - 1) * RANKINGS_PAGE_SIZE,
        now: deps.now(),
      });
      return {
        category,
        page: query.page,
        pageSize: RANKINGS_PAGE_SIZE,
        total,
        rows: rows.map((r) => {
          const who = publicIdentity(r);
          return {
            rank: r.rank,
            memberId: who.memberId,
            name: who.name ?? M.privatePlayer,
            isPrivate: who.isPrivate,
            hasProfile: r.profilePublic,
            state: who.state,
            points: r.points,
            counted: r.counted,
          };
        }),
      };
    },

    /** "Why this many points": the player's results in the category, counted ones marked. */
    async playerRanking(memberId: string, categoryParam?: string): Promise<PlayerRanking> {
      const category = categoryParam ?? DEFAULT_RANKING_CATEGORY;
      const parsed = parseRankingCategory(category);
      if (!parsed) throw badRequest(M.unknownCategory);
      const player = await data.repos.playerResults.playerByMemberId(memberId, deps.now());
      // Only a player the public lists name, and who has competed, can be looked up: any other
      // member ID (private, under 18 without consent, suspended, never competed, unknown) gets
      // the same 404.
      if (!player || !player.namePublic || !player.hasResults)
        throw new AppError('NOT_FOUND', M.playerNotFound);
      const [standing] = await data.repos.rankings.standingsOf(player.id, category);
      const inForce = await rulesInForce(data.repos);
      const rows = await data.repos.playerResults.resultsOf(player.id, parsed);
      const counted = new Set((standing?.breakdown ?? []).map((b) => Number(b.resultId)));
      const from = inForce ? windowStart(today(), inForce.rules.windowWeeks) : today();
      return {
        category,
        memberId: player.memberId,
        name: player.fullName,
        rank: standing?.rank ?? null,
        points: standing?.points ?? 0,
        results: rankedResults(
          rows.filter((r) => r.playedOn >= from),
          inForce?.table ?? [],
          counted,
        ),
      };
    },
  };
}

export type RankingsService = ReturnType<typeof createRankingsService>;
