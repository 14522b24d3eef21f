import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  accountDeletionInputSchema,
  acceptPolicyInputSchema,
  myDeletionSchema,
  consentsSchema,
  correctionRequestInputSchema,
  correctionRequestSchema,
  dataExportListSchema,
  dataExportSchema,
  marketingChoiceInputSchema,
} from '@app/shared/privacy';

import { playerActor } from '../../plugins/auth';

import type { AccountDeletionService } from './account-deletion.service';
import type { ConsentsService } from './consents.service';
import type { CorrectionsService } from './corrections.service';
import type { DataExportService } from './data-export.service';

const idParams = z.object({ id: z.uuid({ message: 'Export not found' }) });

/** The signed-in player's privacy rights, under /api/players/me. */
export const privacyPlayerRoutes: FastifyPluginAsyncZod<{
  exports: DataExportService;
  consents: ConsentsService;
  corrections: CorrectionsService;
  deletions: AccountDeletionService;
}> = async (app, { exports, consents, corrections, deletions }) => {
  app.addHook('onRequest', async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const me = (req: Parameters<typeof playerActor>[0]) => playerActor(req).playerId;

  app.get(
    '/api/players/me/data-exports',
    { schema: { response: { 200: dataExportListSchema } } },
    async (req) => exports.list(me(req)),
  );
  app.post(
    '/api/players/me/data-exports',
    { schema: { response: { 202: dataExportSchema } } },
    async (req, reply) => reply.code(202).send(await exports.request(me(req))),
  );
  const download = { params: idParams, produces: ['application/zip'] };
  app.get('/api/players/me/data-exports/:id/download', { schema: download }, async (req, reply) => {
    const { stream, bytes, createdAt } = await exports.download(me(req), req.params.id);
    const day = createdAt.toISOString().slice(0, 10);
    void reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="my-mpa-data-${day}.zip"`);
    if (bytes !== null) void reply.header('content-length', String(bytes));
    return reply.send(stream);
  });

  app.get(
    '/api/players/me/consents',
    { schema: { response: { 200: consentsSchema } } },
    async (req) => consents.get(me(req)),
  );
  app.post(
    '/api/players/me/consents/policy',
    { schema: { body: acceptPolicyInputSchema, response: { 200: consentsSchema } } },
    async (req) => consents.acceptPolicy(me(req), req.body.version, req.ip),
  );
  app.put(
    '/api/players/me/consents/marketing',
    { schema: { body: marketingChoiceInputSchema, response: { 200: consentsSchema } } },
    async (req) => consents.setMarketing(me(req), req.body.optIn, req.ip),
  );

  app.get(
    '/api/players/me/corrections',
    { schema: { response: { 200: z.array(correctionRequestSchema) } } },
    async (req) => corrections.listOwn(me(req)),
  );
  app.post(
    '/api/players/me/corrections',
    { schema: { body: correctionRequestInputSchema, response: { 201: correctionRequestSchema } } },
    async (req, reply) =>
      reply.code(201).send(await corrections.request(me(req), req.body, req.ip)),
  );

  app.get(
    '/api/players/me/deletion',
    { schema: { response: { 200: myDeletionSchema } } },
    async (req) => deletions.get(me(req)),
  );
  app.post(
    '/api/players/me/deletion',
    { schema: { body: accountDeletionInputSchema, response: { 202: myDeletionSchema } } },
    async (req, reply) => reply.code(202).send(await deletions.request(me(req), req.body)),
  );
  app.delete(
    '/api/players/me/deletion',
    { schema: { response: { 200: myDeletionSchema } } },
    async (req) => deletions.cancel(me(req)),
  );
};
