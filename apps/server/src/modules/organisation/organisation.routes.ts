import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import {
  AFFILIATE_LOGO_MESSAGES,
  affiliateSchema,
  officeBearerSchema,
  saveOfficeBearerInputSchema,
} from '@app/shared/organisation';

import type { ResponseCache } from '../../lib/response-cache';
import { readMultipart } from '../media/index';

import type { OrganisationService } from './organisation.service';

const bearerParams = z.object({ id: z.uuid('Office-bearer not found') });
const affiliateParams = z.object({ id: z.uuid('Affiliate not found') });
const LOGO = { affiliateLogo: { maxCount: 1 } };
const LOGO_MESSAGES = {
  notImage: AFFILIATE_LOGO_MESSAGES.notImage,
  tooLarge: () => AFFILIATE_LOGO_MESSAGES.tooLarge,
  tooMany: 'Only one logo can be uploaded',
};

interface Options {
  service: OrganisationService;
  cache: ResponseCache;
}

/** /api/office-bearers: the organisation chart. */
export const officeBearersRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, cache },
) => {
  app.get(
    '/api/office-bearers',
    { ...cache.route('organisation'), schema: { response: { 200: z.array(officeBearerSchema) } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-cache');
      return service.listOfficeBearers();
    },
  );
  app.post(
    '/api/office-bearers',
    { schema: { body: saveOfficeBearerInputSchema, response: { 201: officeBearerSchema } } },
    async (req, reply) => reply.code(201).send(await service.createOfficeBearer(req.body)),
  );
  app.put(
    '/api/office-bearers/:id',
    {
      schema: {
        params: bearerParams,
        body: saveOfficeBearerInputSchema,
        response: { 200: officeBearerSchema },
      },
    },
    async (req) => service.updateOfficeBearer(req.params.id, req.body),
  );
  app.delete(
    '/api/office-bearers/:id',
    { schema: { params: bearerParams, response: { 200: successMessageSchema } } },
    async (req) => service.removeOfficeBearer(req.params.id),
  );
};

/** /api/affiliates: affiliated associations and clubs with their logos. */
export const affiliatesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, cache }) => {
  app.get(
    '/api/affiliates',
    { ...cache.route('organisation'), schema: { response: { 200: z.array(affiliateSchema) } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-cache');
      return service.listAffiliates();
    },
  );
  app.post(
    '/api/affiliates',
    { schema: { response: { 201: affiliateSchema } } },
    async (req, reply) => {
      const { fields, images } = await readMultipart(req, LOGO, LOGO_MESSAGES);
      return reply.code(201).send(await service.createAffiliate(fields, images[0]?.image));
    },
  );
  app.patch(
    '/api/affiliates/:id',
    { schema: { params: affiliateParams, response: { 200: affiliateSchema } } },
    async (req) => {
      const { fields, images } = await readMultipart(req, LOGO, LOGO_MESSAGES);
      return service.updateAffiliate(req.params.id, fields, images[0]?.image);
    },
  );
  app.delete(
    '/api/affiliates/:id',
    { schema: { params: affiliateParams, response: { 200: successMessageSchema } } },
    async (req) => service.removeAffiliate(req.params.id),
  );
};
