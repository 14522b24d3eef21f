import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { featuredVideoSchema, saveFeaturedVideoInputSchema } from '@app/shared/content';

import type { ResponseCache } from '../../lib/response-cache';

import type { FeaturedVideoService } from './featured-video.service';

/** The home page's featured video: one record; 404 `{error}` when none is set. */
export const featuredVideoRoutes: FastifyPluginAsyncZod<{
  service: FeaturedVideoService;
  cache: ResponseCache;
}> = async (app, { service, cache }) => {
  app.get(
    '/api/featured-video',
    { ...cache.route('featured-video'), schema: { response: { 200: featuredVideoSchema } } },
    async () => service.get(),
  );
  app.post(
    '/api/featured-video',
    {
      schema: { body: saveFeaturedVideoInputSchema, response: { 200: featuredVideoSchema } },
    },
    async (req) => service.save(req.body),
  );
};
