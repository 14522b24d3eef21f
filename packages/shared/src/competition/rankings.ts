import { z } from 'zod';

import { RANKING_CATEGORIES, type RankingCategory } from './categories';
import { RANKINGS_MESSAGES as M } from './rankings-messages';

// National rankings (issue 33, ADR 026): the public list, a player's counted results, the rules,
// the public profile and a player's own statistics.

export const DEFAULT_RANKING_CATEGORY: RankingCategory = 'mixed_doubles:open';
export const RANKINGS_PAGE_SIZE = 25;

export const rankingCategorySchema = z
  .string()
  .refine((v) => (RANKING_CATEGORIES as readonly string[]).includes(v), {
    message: M.unknownCategory,
  });

export const rankingsQuerySchema = z.object({
  category: rankingCategorySchema.optional(),
  state: z.string().trim().max(60).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type RankingsQuery = z.infer<typeof rankingsQuerySchema>;

export const rankingRowSchema = z.object({
  rank: z.number().int(),
  /** Null for a player who hides their name from public lists ("Private player"). */
  memberId: z.string().nullable(),
  name: z.string(),
  isPrivate: z.boolean(),
  /** The player's public profile is shown (`/players/<member ID>`). */
  hasProfile: z.boolean().default(false),
  state: z.string().nullable(),
  points: z.number().int(),
  counted: z.number().int(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingsPageSchema = z.object({
  category: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  rows: z.array(rankingRowSchema),
});
export type RankingsPage = z.infer<typeof rankingsPageSchema>;

/** One result of a player, with its points and whether it counts now ("why this many points"). */
export const rankedResultSchema = z.object({
  resultId: z.number().int(),
  tournament: z.string(),
  playedOn: z.string(),
  division: z.string(),
  category: z.string(),
  placement: z.number().int(),
  tier: z.string().nullable(),
  /** The tier's name in each language (staff may rename tiers). */
  tierName: z.string().nullable().default(null),
  tierNameMs: z.string().nullable().default(null),
  points: z.number().int(),
  counted: z.boolean(),
});
export type RankedResult = z.infer<typeof rankedResultSchema>;

export const playerRankingSchema = z.object({
  category: z.string(),
  memberId: z.string(),
  name: z.string(),
  rank: z.number().int().nullable(),
  points: z.number().int(),
  results: z.array(rankedResultSchema),
});
export type PlayerRanking = z.infer<typeof playerRankingSchema>;

export const pointsRowSchema = z.object({
  tierCode: z.string().min(1).max(40),
  placement: z.number().int().min(1).max(2048),
  points: z.number().int().min(0).max(100_000),
});

export const rankingRulesSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameMs: z.string(),
  effectiveFrom: z.string(),
  bestOf: z.number().int(),
  windowWeeks: z.number().int(),
  tiers: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      nameMs: z.string(),
      points: z.array(z.object({ placement: z.number().int(), points: z.number().int() })),
    }),
  ),
});
export type RankingRules = z.infer<typeof rankingRulesSchema>;

export const publicRankingRulesSchema = z.object({
  current: rankingRulesSchema.nullable(),
  upcoming: z.array(rankingRulesSchema),
  tieBreaks: z.object({ en: z.array(z.string()), ms: z.array(z.string()) }),
});

export const rankingRulesInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  nameMs: z.string().trim().min(1).max(120),
  effectiveFrom: z.iso.date(),
  bestOf: z.number().int().min(1).max(20),
  windowWeeks: z.number().int().min(1).max(260),
  points: z.array(pointsRowSchema).min(1).max(400),
});
export type RankingRulesInput = z.infer<typeof rankingRulesInputSchema>;

export const rankingSeasonsSchema = z.object({
  seasons: z.array(rankingRulesSchema),
  tiers: z.array(z.object({ code: z.string(), name: z.string(), nameMs: z.string() })),
});

/** The tie-breaks, in order, as the rules page says them. */
export const TIE_BREAKS = {
  en: [
    'More ranking points (the best 4 results within the last 52 weeks).',
    'A better best single counted result.',
    'More counted results.',
    'A more recent counted result.',
    'Players still equal share the rank (1, 2, 2, 4) and are listed by name.',
  ],
  ms: [
    'Lebih banyak mata ranking (4 keputusan terbaik dalam 52 minggu lalu).',
    'Keputusan tunggal terbaik yang dikira lebih tinggi.',
    'Lebih banyak keputusan yang dikira.',
    'Keputusan dikira yang lebih baharu.',
    'Pemain yang masih sama berkongsi kedudukan (1, 2, 2, 4) dan disenaraikan mengikut nama.',
  ],
};

export const publicProfileSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  club: z.string().nullable(),
  rankings: z.array(
    z.object({ category: z.string(), rank: z.number().int(), points: z.number().int() }),
  ),
  results: z.array(rankedResultSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const competitionStatsSchema = z.object({
  entries: z.object({ total: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
  placements: z.array(rankedResultSchema),
  matches: z.object({ played: z.number().int(), won: z.number().int(), lost: z.number().int() }),
  rankings: z.array(
    z.object({
      category: z.string(),
      rank: z.number().int().nullable(),
      points: z.number().int(),
      history: z.array(
        z.object({ on: z.string(), rank: z.number().int(), points: z.number().int() }),
      ),
    }),
  ),
});
export type CompetitionStats = z.infer<typeof competitionStatsSchema>;
