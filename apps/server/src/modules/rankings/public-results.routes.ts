import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { publicResultsSchema } from '@app/shared/competition/public-results';

import type { PublicResultsService } from './public-results.service';

/** Public: a tournament's published results (its results pages, server-rendered). */
export const publicResultsRoutes: FastifyPluginAsyncZod<{
  publicResults: PublicResultsService;
}> = async (app, { publicResults }) => {
  app.get(
    '/:id/results',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: publicResultsSchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return publicResults.forTournament(req.params.id);
    },
  );
};
