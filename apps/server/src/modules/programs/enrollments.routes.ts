import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { programSchema } from '@app/shared/content';
import { myProgramSchema, playerStatisticsSchema } from '@app/shared/enrolment';

import { playerActor } from '../../plugins/auth';

import type { EnrolmentService } from './enrolment.service';
import type { ProgramsService } from './programs.service';

/**
 * GET /api/players/me/enrollments: the signed-in player's courses and clinics (the old list);
 * GET /api/players/me/programs: each with where the player stands (place, pair, queue, offer).
 */
export const enrollmentsRoutes: FastifyPluginAsyncZod<{
  service: ProgramsService;
  enrolment: EnrolmentService;
}> = async (app, { service, enrolment }) => {
  app.get(
    '/api/players/me/statistics',
    { schema: { response: { 200: playerStatisticsSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return enrolment.statistics(playerActor(req).playerId);
    },
  );
  app.get(
    '/api/players/me/programs',
    { schema: { response: { 200: z.array(myProgramSchema) } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return enrolment.mine(playerActor(req).playerId);
    },
  );
  app.get(
    '/api/players/me/enrollments',
    {
      schema: {
        response: {
          200: z.array(
            programSchema.extend({ kind: z.enum(['course', 'clinic']), enrolledAt: z.string() }),
          ),
        },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.enrollmentsOf(playerActor(req).playerId);
    },
  );
};
