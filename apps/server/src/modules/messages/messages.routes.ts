import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { MESSAGE_HISTORY_LIMIT, messageHistoryItemSchema } from '@app/shared/messages';

import type { MessagesService } from './messages.service';

/** Admin message history: GET /api/messages?limit=50. */
export const messagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
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
};
