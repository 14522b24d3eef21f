import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import { programSchema, programStatusSchema } from '@app/shared/content';
import {
  enrolInputSchema,
  enrolResultSchema,
  participantSchema,
  recordProgramPaymentInputSchema,
  waitlistPositionSchema,
  withdrawResultSchema,
} from '@app/shared/enrolment';

import type { ResponseCache } from '../../lib/response-cache';
import { playerActor } from '../../plugins/auth';

import type { EnrolmentService } from './enrolment.service';
import type { ProgramKind } from './programs.repository';
import type { ProgramsService } from './programs.service';

const params = z.object({ id: z.uuid('Not found') });

/** The full URLs of one kind's routes, written out by the module that registers them. */
export interface ProgramUrls {
  list: string;
  one: string;
  participants: string;
  payment: string;
  enrol: string;
  waitlist: string;
  claim: string;
  confirm: string;
  decline: string;
}

/** Courses or clinics; registered at both /api/<kind>s and the doubled /api/api/<kind>s. */
export const programsRoutes: FastifyPluginAsyncZod<{
  service: ProgramsService;
  enrolment: EnrolmentService;
  kind: ProgramKind;
  urls: ProgramUrls;
  cache: ResponseCache;
}> = async (app, { service, enrolment, kind, urls, cache }) => {
  app.get(
    urls.list,
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
    urls.list,
    {
      schema: { body: z.record(z.string(), z.unknown()), response: { 201: programSchema } },
    },
    async (req, reply) => reply.code(201).send(await service.create(kind, req.body)),
  );
  app.patch(
    urls.one,
    {
      schema: { params, body: z.record(z.string(), z.unknown()), response: { 200: programSchema } },
    },
    async (req) => service.update(kind, req.params.id, req.body),
  );
  app.put(
    urls.one,
    {
      schema: { params, body: z.record(z.string(), z.unknown()), response: { 200: programSchema } },
    },
    async (req) => service.update(kind, req.params.id, req.body),
  );
  app.delete(
    urls.one,
    { schema: { params, response: { 200: successMessageSchema } } },
    async (req) => service.remove(kind, req.params.id),
  );
  // Staff: who holds the places, and payments recorded (bank transfer or at the venue).
  const participantParams = params.extend({ playerId: z.uuid('Not found') });
  app.get(
    urls.participants,
    {
      schema: { params, response: { 200: z.array(participantSchema) } },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return enrolment.participants(kind, req.params.id);
    },
  );
  app.post(
    urls.payment,
    {
      schema: {
        params: participantParams,
        body: recordProgramPaymentInputSchema,
        response: {
          200: z.object({ paidAt: z.string(), paymentReference: z.string().nullable() }),
        },
      },
    },
    async (req) =>
      enrolment.recordPayment(kind, req.params.id, req.params.playerId, req.body.reference),
  );
  // Enrolling: a place (with a partner for doubles), the waitlist and its offers.
  app.post(
    urls.enrol,
    {
      schema: { params, body: enrolInputSchema, response: { 200: enrolResultSchema } },
    },
    async (req) => enrolment.enroll(kind, req.params.id, playerActor(req).playerId, req.body),
  );
  app.delete(
    urls.enrol,
    { schema: { params, response: { 200: withdrawResultSchema } } },
    async (req) => enrolment.cancel(kind, req.params.id, playerActor(req).playerId),
  );
  app.post(
    urls.waitlist,
    { schema: { params, response: { 200: waitlistPositionSchema } } },
    async (req) => enrolment.joinWaitlist(kind, req.params.id, playerActor(req).playerId),
  );
  app.delete(urls.waitlist, { schema: { params, response: { 200: programSchema } } }, async (req) =>
    enrolment.leaveWaitlist(kind, req.params.id, playerActor(req).playerId),
  );
  app.post(
    urls.claim,
    {
      schema: { params, body: enrolInputSchema, response: { 200: enrolResultSchema } },
    },
    async (req) => enrolment.claimOffer(kind, req.params.id, playerActor(req).playerId, req.body),
  );
  app.post(urls.confirm, { schema: { params, response: { 200: programSchema } } }, async (req) =>
    enrolment.confirmPartner(kind, req.params.id, playerActor(req).playerId),
  );
  app.post(urls.decline, { schema: { params, response: { 200: programSchema } } }, async (req) =>
    enrolment.declinePartner(kind, req.params.id, playerActor(req).playerId),
  );
};
