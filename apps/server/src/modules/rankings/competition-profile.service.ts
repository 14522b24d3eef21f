import type { CompetitionStats, PublicProfile } from '@app/shared/competition/rankings';
import { RANKINGS_MESSAGES as M } from '@app/shared/competition/rankings-messages';

import { AppError } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import { rankedResults, type RankingsRepos, type RankingsService } from './rankings.service';

/**
 * Profiles listed in the sitemap at most: with both languages they stay within a sitemap's
 * 50,000 addresses, next to the fixed pages, tournaments and results.
 */
const SITEMAP_PROFILES = 20_000;

/**
 * A player's public profile (the public-name rule, their choice and a published result:
 * competition/public-name.ts) and their own competition statistics in the portal.
 */
export function createCompetitionProfileService(deps: {
  data: DataAccess<RankingsRepos>;
  rankings: RankingsService;
  now: () => Date;
}) {
  const { data } = deps;

  async function countedIds(playerId: string) {
    const standings = await data.repos.rankings.standingsOf(playerId);
    return {
      standings,
      counted: new Set(standings.flatMap((s) => s.breakdown.map((b) => Number(b.resultId)))),
    };
  }

  return {
    /** The public profiles' pages, for the sitemap (those that exist today). */
    async pagePaths(): Promise<string[]> {
      const ids = await data.repos.playerResults.publicProfileIds(deps.now(), SITEMAP_PROFILES);
      return ids.map((id) => `/players/${encodeURIComponent(id)}`);
    },

    async profile(memberId: string): Promise<PublicProfile> {
      const player = await data.repos.playerResults.playerByMemberId(memberId, deps.now());
      // The same 404 for an unknown member ID as for a profile that is not public.
      if (!player?.profilePublic) throw new AppError('NOT_FOUND', M.playerNotFound);
      const [{ standings, counted }, rows, club, inForce] = await Promise.all([
        countedIds(player.id),
        data.repos.playerResults.resultsOf(player.id),
        data.repos.playerResults.latestClub(player.id),
        deps.rankings.rulesInForce(),
      ]);
      return {
        memberId: player.memberId,
        name: player.fullName,
        state: player.state,
        club,
        rankings: standings.map((s) => ({ category: s.category, rank: s.rank, points: s.points })),
        results: rankedResults(rows, inForce?.table ?? [], counted),
      };
    },

    async stats(playerId: string): Promise<CompetitionStats> {
      const [{ standings, counted }, rows, entryCounts, record, history, inForce] =
        await Promise.all([
          countedIds(playerId),
          data.repos.playerResults.resultsOf(playerId),
          data.repos.playerResults.entryCounts(playerId),
          data.repos.playerResults.matchRecord(playerId),
          data.repos.rankings.historyOf(playerId),
          deps.rankings.rulesInForce(),
        ]);
      const categories = new Set([
        ...standings.map((s) => s.category),
        ...history.map((h) => h.category),
      ]);
      return {
        entries: {
          total: entryCounts.reduce((sum, e) => sum + e.n, 0),
          byStatus: Object.fromEntries(entryCounts.map((e) => [e.status, e.n])),
        },
        placements: rankedResults(rows, inForce?.table ?? [], counted),
        matches: { played: record.played, won: record.won, lost: record.played - record.won },
        rankings: [...categories].sort().map((category) => {
          const standing = standings.find((s) => s.category === category);
          return {
            category,
            rank: standing?.rank ?? null,
            points: standing?.points ?? 0,
            history: history
              .filter((h) => h.category === category)
              .map((h) => ({ on: h.on, rank: h.rank, points: h.points })),
          };
        }),
      };
    },
  };
}

export type CompetitionProfileService = ReturnType<typeof createCompetitionProfileService>;
