import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  divisionIdParamsSchema,
  enterDivisionInputSchema,
  entryCheckoutSchema,
  entryIdParamsSchema,
  entrySchema,
  entryWithdrawResultSchema,
  myEntriesSchema,
  partnerCandidateSchema,
  partnerRequestSchema,
  partnerSearchQuerySchema,
  publicEntrySchema,
} from '@app/shared/competition/entries';

import { playerActor } from '../../plugins/auth';

import type { EntriesReadService } from './entries-read.service';
import type { EntriesService } from './entries.service';
import type { EntryMoney } from './entry-payments';

/** Players enter divisions, answer partner requests, claim, pay and withdraw; the public list. */
export const entriesRoutes: FastifyPluginAsyncZod<{
  service: EntriesService;
  read: EntriesReadService;
  money: EntryMoney;
}> = async (app, { service, read, money }) => {
  const me = (req: Parameters<typeof playerActor>[0]) => playerActor(req).playerId;
  const entryOut = { schema: { params: entryIdParamsSchema, response: { 200: entrySchema } } };

  app.post(
    '/api/divisions/:id/entries',
    {
      schema: {
        params: divisionIdParamsSchema,
        body: enterDivisionInputSchema,
        response: { 201: entrySchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.enter(me(req), req.params.id, req.body)),
  );
  app.get(
    '/api/divisions/:id/entries',
    { schema: { params: divisionIdParamsSchema, response: { 200: z.array(publicEntrySchema) } } },
    async (req) => read.publicList(req.params.id),
  );
  app.get(
    '/api/divisions/:id/partners',
    {
      schema: {
        params: divisionIdParamsSchema,
        querystring: partnerSearchQuerySchema,
        response: { 200: z.array(partnerCandidateSchema) },
      },
    },
    async (req) => read.partners(me(req), req.params.id, req.query.q),
  );
  app.get(
    '/api/players/me/entries',
    { schema: { response: { 200: myEntriesSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return read.mine(me(req));
    },
  );
  app.get(
    '/api/players/me/entries/requests',
    { schema: { response: { 200: z.array(partnerRequestSchema) } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return read.requests(me(req));
    },
  );
  app.post('/api/entries/:id/confirm', entryOut, async (req) =>
    service.confirm(me(req), req.params.id),
  );
  app.post('/api/entries/:id/decline', entryOut, async (req) =>
    service.decline(me(req), req.params.id),
  );
  app.post('/api/entries/:id/claim', entryOut, async (req) =>
    service.claim(me(req), req.params.id),
  );
  app.post(
    '/api/entries/:id/withdraw',
    { schema: { params: entryIdParamsSchema, response: { 200: entryWithdrawResultSchema } } },
    async (req) => service.withdraw(me(req), req.params.id),
  );
  app.post(
    '/api/entries/:id/pay',
    { schema: { params: entryIdParamsSchema, response: { 200: entryCheckoutSchema } } },
    async (req) => money.pay(me(req), req.params.id),
  );
};
