import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import { postingBlockInputSchema } from '@app/shared/posts';

import type { ModerationService } from './moderation.service';

/** PUT /api/players/:id/posting-block: moderators block or unblock a player's posting. */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  app.put(
    '/api/players/:id/posting-block',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: postingBlockInputSchema,
        response: { 200: successMessageSchema },
      },
    },
    async (req) => moderation.setBlock(req.params.id, req.body),
  );
};
