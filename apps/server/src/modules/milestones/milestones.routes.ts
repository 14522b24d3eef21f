import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import {
  MILESTONE_IMAGE_MESSAGES,
  milestoneSchema,
  reorderMilestonesInputSchema,
} from '@app/shared/content';

import type { ResponseCache } from '../../lib/response-cache';
import { readMultipart } from '../media/index';

import type { MilestonesService } from './milestones.service';

const params = z.object({ id: z.uuid('Milestone not found') });
const IMAGE = { milestoneImage: { maxCount: 1 } };
const MESSAGES = {
  notImage: MILESTONE_IMAGE_MESSAGES.notImage,
  tooLarge: () => MILESTONE_IMAGE_MESSAGES.tooLarge,
  tooMany: 'Only one milestone image can be uploaded',
};

export const milestonesRoutes: FastifyPluginAsyncZod<{
  service: MilestonesService;
  cache: ResponseCache;
}> = async (app, { service, cache }) => {
  app.get(
    '/api/milestones',
    { ...cache.route('milestones'), schema: { response: { 200: z.array(milestoneSchema) } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-cache');
      return service.list();
    },
  );
  app.get(
    '/api/milestones/:id',
    { schema: { params, response: { 200: milestoneSchema } } },
    async (req) => service.get(req.params.id),
  );

  app.post(
    '/api/milestones',
    { schema: { response: { 201: milestoneSchema } } },
    async (req, reply) => {
      const { fields, images } = await readMultipart(req, IMAGE, MESSAGES);
      return reply.code(201).send(await service.create(fields, images[0]?.image));
    },
  );
  app.put(
    '/api/milestones/order',
    {
      schema: { body: reorderMilestonesInputSchema, response: { 200: z.array(milestoneSchema) } },
    },
    async (req) => service.reorder(req.body.ids),
  );
  app.patch(
    '/api/milestones/:id',
    { schema: { params, response: { 200: milestoneSchema } } },
    async (req) => {
      // Older clients send multipart; the per-milestone reorder may arrive as JSON `{ order }`.
      if (req.isMultipart()) {
        const { fields, images } = await readMultipart(req, IMAGE, MESSAGES);
        return service.update(req.params.id, fields, images[0]?.image);
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
      return service.update(req.params.id, fields, undefined);
    },
  );
  app.delete(
    '/api/milestones/:id',
    { schema: { params, response: { 200: successMessageSchema } } },
    async (req) => service.remove(req.params.id),
  );
};
