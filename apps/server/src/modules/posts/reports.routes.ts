import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { listReportsQuerySchema, reportSchema } from '@app/shared/posts';

import { adminActor } from '../../plugins/auth';

import type { ReportsService } from './reports.service';

/** The admins' moderation queue. */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/api/reports',
    {
      schema: { querystring: listReportsQuerySchema, response: { 200: z.array(reportSchema) } },
    },
    async (req) => reports.list(req.query.status),
  );
  app.put(
    '/api/reports/:id/resolve',
    {
      schema: { params: z.object({ id: z.string().max(100) }), response: { 200: reportSchema } },
    },
    async (req) => reports.resolve(adminActor(req), req.params.id),
  );
};
