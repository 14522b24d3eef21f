import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import {
  directoryEntrySchema,
  directoryPageSchema,
  directoryQuerySchema,
} from '@app/shared/directory';

import { adminActor } from '../../plugins/auth';
import { readMultipart, type UploadMessages } from '../media/index';

import type { DirectoryService } from './directory.service';

const idParams = z.object({ id: z.string().max(64) });
const PHOTO_MESSAGES: UploadMessages = {
  notImage: 'Please select a valid image file',
  tooLarge: () => 'File size must be less than 5MB',
  tooMany: 'Upload one photo at a time',
};

/** The public finder's lists and entries, and staff upkeep under /api/admin/directory. */
export const directoryRoutes: FastifyPluginAsyncZod<{ service: DirectoryService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/directory',
    { schema: { querystring: directoryQuerySchema, response: { 200: directoryPageSchema } } },
    async (req) => service.list(req.query),
  );
  app.get(
    '/api/directory/:id',
    { schema: { params: idParams, response: { 200: directoryEntrySchema } } },
    async (req) => service.get(req.params.id),
  );

  app.get(
    '/api/admin/directory',
    { schema: { querystring: directoryQuerySchema, response: { 200: directoryPageSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.list(req.query, true);
    },
  );
  app.post(
    '/api/admin/directory',
    {
      schema: { body: z.record(z.string(), z.unknown()), response: { 201: directoryEntrySchema } },
    },
    async (req, reply) => reply.code(201).send(await service.create(adminActor(req), req.body)),
  );
  app.patch(
    '/api/admin/directory/:id',
    {
      schema: {
        params: idParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: directoryEntrySchema },
      },
    },
    async (req) => service.update(adminActor(req), req.params.id, req.body),
  );
  app.delete(
    '/api/admin/directory/:id',
    { schema: { params: idParams, response: { 200: successMessageSchema } } },
    async (req) => service.remove(adminActor(req), req.params.id),
  );
  app.post(
    '/api/admin/directory/:id/photos',
    { schema: { params: idParams, response: { 200: directoryEntrySchema } } },
    async (req) => {
      const { images } = await readMultipart(req, { photo: { maxCount: 1 } }, PHOTO_MESSAGES);
      return service.addPhoto(adminActor(req), req.params.id, images[0]?.image);
    },
  );
  app.delete(
    '/api/admin/directory/:id/photos/:index',
    {
      schema: {
        params: idParams.extend({
          index: z.coerce
            .number({ error: 'Photo not found' })
            .int('Photo not found')
            .min(0, 'Photo not found')
            .max(20, 'Photo not found'),
        }),
        response: { 200: directoryEntrySchema },
      },
    },
    async (req) => service.removePhoto(adminActor(req), req.params.id, req.params.index),
  );
};
