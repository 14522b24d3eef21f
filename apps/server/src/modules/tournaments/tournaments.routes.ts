import { timingSafeEqual } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { malaysiaTodayIso } from '@app/shared/calendar';
import { successMessageSchema } from '@app/shared/common';
import { listTournamentsQuerySchema, tournamentSchema } from '@app/shared/tournaments';

import { unauthenticated } from '../../lib/errors';
import type { ResponseCache } from '../../lib/response-cache';
import { adminActor } from '../../plugins/auth';

import type { TournamentsService } from './tournaments.service';
import type { TournamentsSyncService } from './tournaments.sync.service';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** `upcoming=true` depends on today's date in Malaysia: each day has its own cached list. */
const tournamentListKey = (req: FastifyRequest) => `${req.url}#${malaysiaTodayIso()}`;

function hasPortalKey(req: FastifyRequest, key: string | undefined): boolean {
  const given = req.headers['x-api-key'];
  if (!key || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const tournamentsRoutes: FastifyPluginAsyncZod<{
  service: TournamentsService;
  sync: TournamentsSyncService;
  portalApiKey: string | undefined;
  cache: ResponseCache;
}> = async (app, { service, sync, portalApiKey, cache }) => {
  app.get(
    '/api/tournaments',
    {
      ...cache.route('tournaments', { key: tournamentListKey }),
      schema: {
        querystring: listTournamentsQuerySchema,
        response: { 200: z.array(tournamentSchema) },
      },
    },
    async (req) => service.list(req.query),
  );

  app.get(
    '/api/tournaments/:id',
    { schema: { params: idParams, response: { 200: tournamentSchema } } },
    async (req) => service.get(req.params.id),
  );

  app.post(
    '/api/tournaments/sync',
    {
      // The portal may call with its API key; otherwise the access table's guard has admitted
      // a tournament officer. A wrong key is refused here.
      onRequest: async (req) => {
        if (req.headers['x-api-key'] !== undefined && !hasPortalKey(req, portalApiKey))
          throw unauthenticated('Invalid portal API key');
      },
      schema: {
        response: {
          200: z.object({
            success: z.literal(true),
            created: z.number(),
            updated: z.number(),
            skipped: z.number(),
            total: z.number(),
          }),
        },
      },
    },
    async () => sync.sync(),
  );

  app.delete(
    '/api/tournaments/:id',
    {
      schema: { params: idParams, response: { 200: successMessageSchema } },
    },
    async (req) => service.adminDelete(req.params.id, adminActor(req).adminId),
  );
};
