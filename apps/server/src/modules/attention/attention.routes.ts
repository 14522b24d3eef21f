import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminAttentionSchema, adminOverviewSchema } from '@app/shared/staff';

import { adminActor } from '../../plugins/auth';

import type { AttentionService } from './attention.service';

/**
 * GET /api/admin/attention: counts for the admin sidebar's badges. GET /api/admin/overview: the
 * dashboard's first page, with only what the caller's roles may see.
 */
export const attentionRoutes: FastifyPluginAsyncZod<{ service: AttentionService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/attention',
    { schema: { response: { 200: adminAttentionSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.forStaff(adminActor(req).roles);
    },
  );
  app.get(
    '/api/admin/overview',
    { schema: { response: { 200: adminOverviewSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.overview(adminActor(req).roles);
    },
  );
};
