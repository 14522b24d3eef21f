import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { notificationListSchema, notificationSettingsSchema } from '@app/shared/notifications';

import { playerActor } from '../../plugins/auth';

import type { NotificationsService } from './notifications.service';

const unreadSchema = z.object({ unread: z.number().int() });

/** The signed-in player's notices, their settings, and the live unread count. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/players/me/notifications',
    { schema: { response: { 200: notificationListSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.list(playerActor(req).playerId);
    },
  );
  app.post(
    '/api/players/me/notifications/read-all',
    { schema: { response: { 200: unreadSchema } } },
    async (req) => service.markAllRead(playerActor(req).playerId),
  );
  app.post(
    '/api/players/me/notifications/:id/read',
    {
      schema: {
        params: z.object({ id: z.uuid('Notification not found') }),
        response: { 200: unreadSchema },
      },
    },
    async (req) => service.markRead(playerActor(req).playerId, req.params.id),
  );
  app.get(
    '/api/players/me/notification-settings',
    { schema: { response: { 200: notificationSettingsSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.settings(playerActor(req).playerId);
    },
  );
  app.put(
    '/api/players/me/notification-settings',
    {
      schema: {
        body: z.record(z.string(), z.unknown()),
        response: { 200: notificationSettingsSchema },
      },
    },
    async (req) => service.updateSettings(playerActor(req).playerId, req.body),
  );

  // The live unread count: `{ type: 'unread', count }` on connecting and after every change.
  app.route({
    method: 'GET',
    url: '/api/notifications/ws',
    handler: async (_req, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({
        error: 'This is the live notification channel: connect with a WebSocket client',
      }),
    wsHandler: (socket, req) => {
      const playerId = playerActor(req).playerId;
      const push = () => {
        void service.unreadCount(playerId).then(
          (count) => {
            if (socket.readyState === socket.OPEN)
              socket.send(JSON.stringify({ type: 'unread', count }));
          },
          () => undefined,
        );
      };
      push();
      const unsubscribe = service.subscribe(playerId, push);
      socket.on('close', unsubscribe);
      socket.on('error', unsubscribe);
    },
  });
};
