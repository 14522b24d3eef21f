import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import { NEWS_IMAGE_MESSAGES } from '@app/shared/content';
import { listNewsQuerySchema, newsSchema } from '@app/shared/news';

import type { ResponseCache } from '../../lib/response-cache';
import { readMultipart } from '../media/index';

import type { NewsService } from './news.service';

const params = z.object({ newsId: z.string().min(1).max(64) });
const IMAGE = { newsImage: { maxCount: 1 } };
const MESSAGES = {
  notImage: NEWS_IMAGE_MESSAGES.notImage,
  tooLarge: () => NEWS_IMAGE_MESSAGES.tooLarge,
  tooMany: 'Only one news image can be uploaded',
};

export const newsRoutes: FastifyPluginAsyncZod<{
  service: NewsService;
  cache: ResponseCache;
}> = async (app, { service, cache }) => {
  app.get(
    '/api/news',
    {
      ...cache.route('news'),
      schema: { querystring: listNewsQuerySchema, response: { 200: z.array(newsSchema) } },
    },
    async (req) => service.list(req.query),
  );
  app.get('/api/news/:newsId', { schema: { params, response: { 200: newsSchema } } }, async (req) =>
    service.get(req.params.newsId),
  );

  app.post('/api/news', { schema: { response: { 201: newsSchema } } }, async (req, reply) => {
    const { fields, images } = await readMultipart(req, IMAGE, MESSAGES);
    return reply.code(201).send(await service.create(fields, images[0]?.image));
  });
  app.patch(
    '/api/news/:newsId',
    { schema: { params, response: { 200: newsSchema } } },
    async (req) => {
      const { fields, images } = await readMultipart(req, IMAGE, MESSAGES);
      return service.update(req.params.newsId, fields, images[0]?.image);
    },
  );
  app.delete(
    '/api/news/:newsId',
    { schema: { params, response: { 200: successMessageSchema } } },
    async (req) => service.remove(req.params.newsId),
  );
};
