import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import {
  enquiryPageSchema,
  enquiryQuerySchema,
  enquirySchema,
  enquiryTicketSchema,
} from '@app/shared/enquiries';

import { adminActor } from '../../plugins/auth';

import type { EnquiriesService } from './enquiries.service';

const idParams = z.object({ id: z.string().max(64) });
const anyBody = z.record(z.string(), z.unknown());

/** "Contact us" (public) and the staff inbox under /api/admin/enquiries. */
export const enquiriesRoutes: FastifyPluginAsyncZod<{ service: EnquiriesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/enquiries/ticket',
    { schema: { response: { 200: enquiryTicketSchema } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.ticket();
    },
  );
  app.post(
    '/api/enquiries',
    { bodyLimit: 32 * 1024, schema: { body: anyBody, response: { 201: successMessageSchema } } },
    async (req, reply) => reply.code(201).send(await service.submit(req.body, req.ip)),
  );

  app.get(
    '/api/admin/enquiries',
    { schema: { querystring: enquiryQuerySchema, response: { 200: enquiryPageSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.list(adminActor(req).adminId, req.query);
    },
  );
  app.get(
    '/api/admin/enquiries/:id',
    { schema: { params: idParams, response: { 200: enquirySchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.get(req.params.id);
    },
  );
  app.patch(
    '/api/admin/enquiries/:id',
    { schema: { params: idParams, body: anyBody, response: { 200: enquirySchema } } },
    async (req) => service.update(req.params.id, req.body),
  );
  app.post(
    '/api/admin/enquiries/:id/replies',
    { schema: { params: idParams, body: anyBody, response: { 200: enquirySchema } } },
    async (req) => service.reply(adminActor(req).adminId, req.params.id, req.body),
  );
};
