import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { auditEntrySchema, auditPageSchema, auditQuerySchema } from '@app/shared/security';

import { noteAudit } from '../../lib/audit-trail';
import { sendCsv } from '../../lib/csv-reply';

import type { AuditService } from './audit.service';

/** The audit log screen's API (super admins; see plugins/route-access.ts). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.get(
    '/api/admin/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return audit.list(req.query);
    },
  );

  app.get(
    '/api/admin/audit/export.csv',
    {
      schema: {
        querystring: auditQuerySchema.omit({ before: true, limit: true }),
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const filter = req.query;
      noteAudit({ action: 'audit.export', detail: { filter } });
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `audit-log-${day}.csv`, audit.exportCsv(filter));
    },
  );

  app.get(
    '/api/admin/audit/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(30) }),
        response: { 200: auditEntrySchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return audit.get(req.params.id);
    },
  );
};
