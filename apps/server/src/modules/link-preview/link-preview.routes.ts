import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { linkPreviewSchema } from '@app/shared/posts';

import { playerActor } from '../../plugins/auth';

import type { LinkPreviewService } from './link-preview.service';

export const linkPreviewRoutes: FastifyPluginAsyncZod<{ service: LinkPreviewService }> = async (
  app,
  { service },
) => {
  app.post('/api/link-preview', { schema: { response: { 200: linkPreviewSchema } } }, async (req) =>
    service.preview(playerActor(req).playerId, req.body),
  );
};
