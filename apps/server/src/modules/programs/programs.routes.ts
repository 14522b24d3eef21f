import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import { programSchema, programStatusSchema } from '@app/shared/content';

import type { ResponseCache } from '../../lib/response-cache';
import { playerActor } from '../../plugins/auth';

import type { ProgramKind } from './programs.repository';
import type { ProgramsService } from './programs.service';

const params = z.object({ id: z.uuid('Not found') });

/** Courses or clinics; registered at both /api/<kind>s and the doubled /api/api/<kind>s. */
export const programsRoutes: FastifyPluginAsyncZod<{
  service: ProgramsService;
  kind: ProgramKind;
  cache: ResponseCache;
}> = async (app, { service, kind, cache }) => {
  app.get(
    '/',
    {
      ...cache.route('programs'),
      schema: {
        querystring: z.object({ status: programStatusSchema.optional() }),
        response: { 200: z.array(programSchema) },
      },
    },
    async (req) => service.list(kind, req.query.status),
  );
  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { body: z.record(z.string(), z.unknown()), response: { 201: programSchema } },
    },
    async (req, reply) => reply.code(201).send(await service.create(kind, req.body)),
  );
  app.patch(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params, body: z.record(z.string(), z.unknown()), response: { 200: programSchema } },
    },
    async (req) => service.update(kind, req.params.id, req.body),
  );
  app.put(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params, body: z.record(z.string(), z.unknown()), response: { 200: programSchema } },
    },
    async (req) => service.update(kind, req.params.id, req.body),
  );
  app.delete(
    '/:id',
    { onRequest: app.requireAdmin, schema: { params, response: { 200: successMessageSchema } } },
    async (req) => service.remove(kind, req.params.id),
  );
  app.post(
    '/:id/enroll',
    { onRequest: app.requirePlayer, schema: { params, response: { 200: programSchema } } },
    async (req) => service.enroll(kind, req.params.id, playerActor(req).playerId),
  );
  app.delete(
    '/:id/enroll',
    { onRequest: app.requirePlayer, schema: { params, response: { 200: programSchema } } },
    async (req) => service.cancel(kind, req.params.id, playerActor(req).playerId),
  );
};
