import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { healthSchema, readinessSchema } from '@app/shared/common';

import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: healthSchema,
          503: healthSchema.extend({ error: z.string(), code: z.literal('UNAVAILABLE') }),
        },
      },
    },
    async (_req, reply) => {
      const health = await service.check();
      if (health.database === 'up') return reply.header('cache-control', 'no-store').send(health);
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ ...health, error: 'Database unavailable', code: 'UNAVAILABLE' as const });
    },
  );

  // Readiness, for a load balancer or orchestrator: send traffic only once the database answers
  // and its schema is this build's.
  app.get(
    '/api/ready',
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_req, reply) => {
      const ready = await service.ready();
      return reply
        .code(ready.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(ready);
    },
  );

  // Liveness: the process answers, whatever the database does (a load balancer restarts a dead
  // process, not one whose database is away). Constant and I/O-free, so it is also the
  // benchmark's baseline: the full request pipeline (hooks, security headers, serializer) and
  // nothing else.
  app.get(
    '/api/health/live',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
};
