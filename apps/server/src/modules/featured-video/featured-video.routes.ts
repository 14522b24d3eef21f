import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { featuredVideoSchema, saveFeaturedVideoInputSchema } from '@app/shared/content';

import { notFound } from '../../lib/errors';

import type { FeaturedVideoRepository } from './featured-video.repository';

function toFeaturedVideo(row: {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
}) {
  return { _id: row.id, title: row.title, description: row.description, videoUrl: row.videoUrl };
}

/** The home page's featured video: one record; 404 `{error}` when none is set. */
export const featuredVideoRoutes: FastifyPluginAsyncZod<{ repo: FeaturedVideoRepository }> = async (
  app,
  { repo },
) => {
  app.get('/', { schema: { response: { 200: featuredVideoSchema } } }, async () => {
    const row = await repo.get();
    if (!row) throw notFound('Featured video');
    return toFeaturedVideo(row);
  });
  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { body: saveFeaturedVideoInputSchema, response: { 200: featuredVideoSchema } },
    },
    async (req) =>
      toFeaturedVideo(await repo.save({ ...req.body, description: req.body.description ?? '' })),
  );
};
