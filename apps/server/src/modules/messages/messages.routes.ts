import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import {
  inboxMessageSchema,
  MESSAGE_HISTORY_LIMIT,
  messageHistoryItemSchema,
  sendMessageInputSchema,
} from '@app/shared/messages';

import { adminActor, playerActor } from '../../plugins/auth';

import type { MessagesService } from './messages.service';

const playerParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Under /api: the admin's history (`GET /messages?limit=50`) and sending
 * (`POST /players/{id|all}/send-message`), and a player's inbox (`/players/{id}/messages`).
 */
export const messagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/messages',
    {
      schema: {
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(500).default(MESSAGE_HISTORY_LIMIT),
        }),
        response: { 200: z.array(messageHistoryItemSchema) },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.history(req.query.limit);
    },
  );

  app.post(
    '/api/players/:id/send-message',
    {
      schema: {
        params: playerParams,
        body: sendMessageInputSchema,
        response: {
          200: successMessageSchema.extend({
            sent: z.number().optional(),
            failed: z.number().optional(),
            /** A broadcast: active players who opted out of association news. */
            skipped: z.number().optional(),
          }),
        },
      },
    },
    async (req) => {
      const admin = adminActor(req);
      return req.params.id === 'all'
        ? service.broadcast(admin.adminId, req.body)
        : service.sendToPlayer(admin.adminId, req.params.id, req.body);
    },
  );

  app.get(
    '/api/players/:id/messages',
    {
      schema: { params: playerParams, response: { 200: z.array(inboxMessageSchema) } },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.inbox(playerActor(req).playerId, req.params.id);
    },
  );

  app.patch(
    '/api/players/:id/messages/:messageId/read',
    {
      schema: {
        params: playerParams.extend({ messageId: z.string().min(1).max(64) }),
        response: { 200: inboxMessageSchema },
      },
    },
    async (req) => service.markRead(playerActor(req).playerId, req.params.id, req.params.messageId),
  );
};
