import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import {
  divisionSchema,
  entrySettingsSchema,
  tierCodeParamsSchema,
  tierSchema,
} from '@app/shared/competition/setup';

import type { DivisionsService } from './divisions.service';
import type { SetupService } from './setup.service';

const params = z.object({ id: z.string().max(100) });
/** Checked by the service (a shared schema would lose the OpenAPI's field list otherwise). */
const body = z.record(z.string(), z.unknown());

/** Staff (tournament officers): tiers, entry settings and divisions, under /api/admin. */
export const competitionAdminRoutes: FastifyPluginAsyncZod<{
  setup: SetupService;
  divisions: DivisionsService;
}> = async (app, { setup, divisions }) => {
  app.get(
    '/api/admin/competition/tiers',
    { schema: { response: { 200: z.array(tierSchema) } } },
    async () => setup.listTiers(false),
  );
  app.post(
    '/api/admin/competition/tiers',
    { schema: { body, response: { 201: tierSchema } } },
    async (req, reply) => reply.code(201).send(await setup.createTier(req.body)),
  );
  app.put(
    '/api/admin/competition/tiers/:code',
    { schema: { params: tierCodeParamsSchema, body, response: { 200: tierSchema } } },
    async (req) => setup.updateTier(req.params.code, req.body),
  );
  app.get(
    '/api/admin/tournaments/:id/entry-settings',
    { schema: { params, response: { 200: entrySettingsSchema } } },
    async (req) => setup.getSettings(req.params.id),
  );
  app.put(
    '/api/admin/tournaments/:id/entry-settings',
    { schema: { params, body, response: { 200: entrySettingsSchema } } },
    async (req) => setup.saveSettings(req.params.id, req.body),
  );
  app.get(
    '/api/admin/tournaments/:id/divisions',
    { schema: { params, response: { 200: z.array(divisionSchema) } } },
    async (req) => divisions.list(req.params.id),
  );
  app.post(
    '/api/admin/tournaments/:id/divisions',
    { schema: { params, body, response: { 201: divisionSchema } } },
    async (req, reply) => reply.code(201).send(await divisions.create(req.params.id, req.body)),
  );
  app.put(
    '/api/admin/divisions/:id',
    { schema: { params, body, response: { 200: divisionSchema } } },
    async (req) => divisions.update(req.params.id, req.body),
  );
  app.delete(
    '/api/admin/divisions/:id',
    { schema: { params, response: { 200: successMessageSchema } } },
    async (req) => divisions.remove(req.params.id),
  );
};
