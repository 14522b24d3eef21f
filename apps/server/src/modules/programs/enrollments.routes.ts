import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { programSchema } from '@app/shared/content';

import { playerActor } from '../../plugins/auth';

import type { ProgramsService } from './programs.service';

/** GET /api/players/me/enrollments: the signed-in player's courses and clinics. */
export const enrollmentsRoutes: FastifyPluginAsyncZod<{ service: ProgramsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/me/enrollments',
    {
      onRequest: app.requirePlayer,
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
