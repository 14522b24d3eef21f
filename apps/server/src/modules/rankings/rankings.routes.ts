import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  competitionStatsSchema,
  playerRankingSchema,
  publicProfileSchema,
  publicRankingRulesSchema,
  rankingCategorySchema,
  rankingsPageSchema,
  rankingsQuerySchema,
} from '@app/shared/competition/rankings';

import type { ResponseCache } from '../../lib/response-cache';
import { playerActor } from '../../plugins/auth';

import type { CompetitionProfileService } from './competition-profile.service';
import { limitMemberLookups, type MemberLookupLimit } from './member-lookups';
import type { RankingRulesService } from './ranking-rules.service';
import type { RankingsService } from './rankings.service';

/**
 * A cached public route that takes a member ID: each request is counted against its address
 * before the cache may answer it.
 */
function cachedLookup(cache: ResponseCache, limit: MemberLookupLimit) {
  const cached = cache.route('rankings');
  return { onRequest: [limitMemberLookups(limit), cached.onRequest], onSend: cached.onSend };
}

/** Public: the rankings, a player's counted results, and the rules (no login). */
export const rankingsRoutes: FastifyPluginAsyncZod<{
  rankings: RankingsService;
  rules: RankingRulesService;
  cache: ResponseCache;
  lookups: MemberLookupLimit;
}> = async (app, { rankings, rules, cache, lookups }) => {
  app.get(
    '/api/rankings',
    {
      ...cache.route('rankings'),
      schema: { querystring: rankingsQuerySchema, response: { 200: rankingsPageSchema } },
    },
    async (req) => rankings.list(req.query),
  );
  app.get(
    '/api/rankings/players/:memberId',
    {
      ...cachedLookup(cache, lookups),
      schema: {
        params: z.object({ memberId: z.string().max(40) }),
        querystring: z.object({ category: rankingCategorySchema.optional() }),
        response: { 200: playerRankingSchema },
      },
    },
    async (req) => rankings.playerRanking(req.params.memberId, req.query.category),
  );
  app.get(
    '/api/rankings/rules',
    { ...cache.route('rankings'), schema: { response: { 200: publicRankingRulesSchema } } },
    async () => rules.publicRules(),
  );
};

/** A player's public profile (with their consent), and their own competition statistics. */
export const competitionProfileRoutes: FastifyPluginAsyncZod<{
  profiles: CompetitionProfileService;
  cache: ResponseCache;
  lookups: MemberLookupLimit;
}> = async (app, { profiles, cache, lookups }) => {
  app.get(
    '/api/players/me/competition-stats',
    { schema: { response: { 200: competitionStatsSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return profiles.stats(playerActor(req).playerId);
    },
  );
  app.get(
    '/api/players/:id/profile',
    {
      ...cachedLookup(cache, lookups),
      schema: {
        params: z.object({ id: z.string().max(40) }),
        response: { 200: publicProfileSchema },
      },
    },
    async (req) => profiles.profile(req.params.id),
  );
};
