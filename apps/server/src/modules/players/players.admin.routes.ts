import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import { listPlayersQuerySchema, playerSchema } from '@app/shared/players';

import { sendCsv } from '../../lib/csv-reply';

import type { PlayersExport } from './players.export';
import type { PlayersService } from './players.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** Admin-only player management under /api/players. */
export const playersAdminRoutes: FastifyPluginAsyncZod<{
  players: PlayersService;
  playersExport: PlayersExport;
}> = async (app, { players, playersExport }) => {
  app.get(
    '/api/players/export.csv',
    {
      schema: {
        querystring: listPlayersQuerySchema.omit({ limit: true, offset: true }).extend({
          ic: z.enum(['masked', 'full']).optional(),
        }),
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const { ic, ...filter } = req.query;
      const lines = await playersExport.start(filter, ic === 'full');
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `players-${day}.csv`, lines);
    },
  );

  app.get(
    '/api/players',
    { schema: { querystring: listPlayersQuerySchema, response: { 200: z.array(playerSchema) } } },
    async (req, reply) => {
      const { items, total } = await players.list(req.query);
      void reply.header('x-total-count', String(total)).header('cache-control', 'no-store');
      return items;
    },
  );

  app.delete(
    '/api/players/:id',
    { schema: { params: idParams, response: { 200: successMessageSchema } } },
    async (req) => players.remove(req.params.id),
  );

  app.get(
    '/api/players/:id/credentials',
    {
      schema: {
        params: idParams,
        response: {
          200: z.object({
            username: z.string(),
            hasPassword: z.boolean(),
            passwordUpdatedAt: z.string(),
          }),
        },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return players.credentials(req.params.id);
    },
  );

  app.post(
    '/api/players/:id/reset-password',
    {
      schema: {
        params: idParams,
        response: { 200: successMessageSchema.extend({ newPassword: z.string() }) },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return players.resetPassword(req.params.id);
    },
  );
};
