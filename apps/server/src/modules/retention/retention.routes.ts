import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  retentionConfirmInputSchema,
  retentionDaysInputSchema,
  retentionRuleSchema,
  retentionRunSchema,
} from '@app/shared/privacy';

import { adminActor } from '../../plugins/auth';

import type { RetentionService } from './retention.service';

const ruleParams = z.object({ rule: z.string().max(64) });
const runParams = z.object({ id: z.uuid({ message: 'Preview not found' }) });

/** Data retention for super admins, under /api/admin/retention. */
export const retentionRoutes: FastifyPluginAsyncZod<{ retention: RetentionService }> = async (
  app,
  { retention },
) => {
  app.addHook('onRequest', async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const adminId = (req: Parameters<typeof adminActor>[0]) => adminActor(req).adminId;

  app.get(
    '/api/admin/retention',
    { schema: { response: { 200: z.array(retentionRuleSchema) } } },
    async () => retention.list(),
  );
  app.put(
    '/api/admin/retention/:rule',
    {
      schema: {
        params: ruleParams,
        body: retentionDaysInputSchema,
        response: { 200: retentionRuleSchema },
      },
    },
    async (req) => retention.setDays(req.params.rule, req.body.days, adminId(req)),
  );
  app.post(
    '/api/admin/retention/:rule/stop-standing',
    { schema: { params: ruleParams, response: { 200: retentionRuleSchema } } },
    async (req) => retention.stopStanding(req.params.rule),
  );
  app.post(
    '/api/admin/retention/:rule/preview',
    { schema: { params: ruleParams, response: { 201: retentionRunSchema } } },
    async (req, reply) =>
      reply.code(201).send(await retention.preview(req.params.rule, adminId(req))),
  );
  app.post(
    '/api/admin/retention/runs/:id/confirm',
    {
      schema: {
        params: runParams,
        body: retentionConfirmInputSchema,
        response: { 200: retentionRunSchema },
      },
    },
    async (req) => retention.confirm(req.params.id, adminId(req), req.body),
  );
  app.post(
    '/api/admin/retention/runs/:id/discard',
    { schema: { params: runParams } },
    async (req) => retention.discard(req.params.id, adminId(req)),
  );
};
