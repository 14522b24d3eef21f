import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { organizerSchema } from '@app/shared/tournaments';

import type { ResponseCache } from '../../lib/response-cache';

import type { OrganizersService } from './organizers.service';

/** Public organizer register (never cached by the browser) and its live channel. */
export const organizersRoutes: FastifyPluginAsyncZod<{
  service: OrganizersService;
  cache: ResponseCache;
}> = async (app, { service, cache }) => {
  app.get(
    '/api/organizers',
    { ...cache.route('organizers'), schema: { response: { 200: z.array(organizerSchema) } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.list();
    },
  );

  // A plain HTTP GET (no Upgrade header) gets a JSON 426 instead of an empty 404.
  app.route({
    method: 'GET',
    url: '/api/organizers/ws',
    handler: async (_req, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({
        error: 'This is the live organizer channel: connect with a WebSocket client',
      }),
    wsHandler: (socket) => {
      const send = (event: object) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };
      send({
        type: 'CONNECTED',
        timestamp: new Date().toISOString(),
        message: 'Connected to organizer updates',
      });
      const unsubscribe = service.subscribe(send);
      socket.on('close', unsubscribe);
      socket.on('error', unsubscribe);
    },
  });

  app.get(
    '/api/organizers/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: organizerSchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.get(req.params.id);
    },
  );
};
