import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { publicResultsSchema } from '@app/shared/competition/public-results';

import type { ResponseCache } from '../../lib/response-cache';

import type { PublicResultsService } from './public-results.service';

/** Public: a tournament's published results (its results pages, server-rendered). */
export const publicResultsRoutes: FastifyPluginAsyncZod<{
  publicResults: PublicResultsService;
  cache: ResponseCache;
}> = async (app, { publicResults, cache }) => {
  app.get(
    '/api/tournaments/:id/results',
    {
      ...cache.route('rankings'),
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: publicResultsSchema },
      },
    },
    async (req) => publicResults.forTournament(req.params.id),
  );
};
