import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  competitionPrivacySchema,
  competitionSchema,
  eligibilityListSchema,
  tierSchema,
} from '@app/shared/competition/setup';

import { playerActor } from '../../plugins/auth';

import type { CompetitionPrivacyService } from './competition-privacy.service';
import type { PublicCompetitionService } from './public.service';
import type { SetupService } from './setup.service';

const params = z.object({ id: z.string().max(100) });

/** Public reads, a signed-in player's eligibility and their competition privacy, under /api. */
export const competitionPublicRoutes: FastifyPluginAsyncZod<{
  setup: SetupService;
  publicView: PublicCompetitionService;
  privacy: CompetitionPrivacyService;
}> = async (app, { setup, publicView, privacy }) => {
  app.get(
    '/api/competition/tiers',
    { schema: { response: { 200: z.array(tierSchema) } } },
    async () => setup.listTiers(true),
  );
  app.get(
    '/api/tournaments/:id/competition',
    { schema: { params, response: { 200: competitionSchema } } },
    async (req, reply) => {
      // "open" follows the clock: never cached.
      void reply.header('cache-control', 'no-store');
      return publicView.competition(req.params.id);
    },
  );
  app.get(
    '/api/tournaments/:id/competition/eligibility',
    { schema: { params, response: { 200: eligibilityListSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return publicView.eligibility(req.params.id, playerActor(req).playerId);
    },
  );
  app.get(
    '/api/players/me/competition-privacy',
    { schema: { response: { 200: competitionPrivacySchema } } },
    async (req) => privacy.get(playerActor(req).playerId),
  );
  app.put(
    '/api/players/me/competition-privacy',
    {
      schema: {
        body: z.record(z.string(), z.unknown()),
        response: { 200: competitionPrivacySchema },
      },
    },
    async (req) => privacy.save(playerActor(req).playerId, req.body),
  );
};
