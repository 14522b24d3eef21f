import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  adminEntrySchema,
  divisionIdParamsSchema,
  entryIdParamsSchema,
  entryOverrideInputSchema,
  flaggedEntrySchema,
} from '@app/shared/competition/entries';

import { noteAudit } from '../../lib/audit-trail';
import { sendCsv } from '../../lib/csv-reply';
import { adminActor } from '../../plugins/auth';

import type { EntriesAdminService } from './entries-admin.service';

/** Tournament officers: entries by division, overrides, check-in and the bracket CSV. */
export const entriesAdminRoutes: FastifyPluginAsyncZod<{ admin: EntriesAdminService }> = async (
  app,
  { admin },
) => {
  app.get(
    '/api/admin/divisions/:id/entries',
    { schema: { params: divisionIdParamsSchema, response: { 200: z.array(adminEntrySchema) } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return admin.list(req.params.id);
    },
  );
  app.get(
    '/api/admin/entries/flagged',
    { schema: { response: { 200: z.array(flaggedEntrySchema) } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return admin.flagged();
    },
  );
  app.post(
    '/api/admin/entries/:id/override',
    {
      schema: {
        params: entryIdParamsSchema,
        body: entryOverrideInputSchema,
        response: { 200: adminEntrySchema },
      },
    },
    async (req) => admin.override(adminActor(req).adminId, req.params.id, req.body.reason),
  );
  app.post(
    '/api/admin/entries/:id/check-in',
    { schema: { params: entryIdParamsSchema, response: { 200: adminEntrySchema } } },
    async (req) => admin.checkIn(req.params.id),
  );
  app.get(
    '/api/admin/tournaments/:id/entries.csv',
    { schema: { params: z.object({ id: z.uuid() }), produces: ['text/csv'] } },
    async (req, reply) => {
      noteAudit({ action: 'entries.export', targetType: 'tournaments', targetId: req.params.id });
      const lines = await admin.csv(req.params.id);
      return sendCsv(reply, `entries-${req.params.id}.csv`, lines);
    },
  );
};
