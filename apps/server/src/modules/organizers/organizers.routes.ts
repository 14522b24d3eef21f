import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { organizerSchema } from '@app/shared/tournaments';

import type { OrganizersService } from './organizers.service';

/** Public organizer register (never cached by the browser) and its live channel. */
export const organizersRoutes: FastifyPluginAsyncZod<{ service: OrganizersService }> = async (
  app,
  { service },
) => {
  app.get('/', { schema: { response: { 200: z.array(organizerSchema) } } }, async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    return service.list();
  });

  app.get('/ws', { websocket: true }, (socket) => {
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
  });

  app.get(
    '/:id',
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
