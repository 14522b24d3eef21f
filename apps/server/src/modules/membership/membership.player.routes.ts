import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import {
  membershipCardSchema,
  membershipSummarySchema,
  renewalRequestInputSchema,
  renewalRequestSchema,
} from '@app/shared/membership';

import { playerActor } from '../../plugins/auth';

import type { CardService } from './card.service';
import type { MembershipService } from './membership.service';
import { creditNoteNumberSchema, receiptNumberSchema, sendPdf } from './pdf-reply';

const receiptParams = z.object({
  receiptNumber: receiptNumberSchema,
});
const idParams = z.object({ id: z.string().min(1).max(64) });

/** The signed-in player's membership and card, under /api/players/me. */
export const membershipPlayerRoutes: FastifyPluginAsyncZod<{
  membership: MembershipService;
  card: CardService;
}> = async (app, { membership, card }) => {
  app.addHook('onRequest', async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const me = (req: Parameters<typeof playerActor>[0]) => playerActor(req).playerId;

  app.get(
    '/api/players/me/membership',
    { schema: { response: { 200: membershipSummarySchema } } },
    async (req) => membership.summary(me(req)),
  );
  app.post(
    '/api/players/me/membership/renewals',
    { schema: { body: renewalRequestInputSchema, response: { 200: renewalRequestSchema } } },
    async (req) => membership.requestRenewal(me(req), req.body),
  );
  app.delete(
    '/api/players/me/membership/renewals/:id',
    { schema: { params: idParams, response: { 200: successMessageSchema } } },
    async (req) => membership.cancelRenewal(me(req), req.params.id),
  );
  app.put(
    '/api/players/me/membership/reminders',
    {
      schema: {
        body: z.object({ optOut: z.boolean({ message: 'optOut must be true or false' }) }),
        response: { 200: membershipSummarySchema },
      },
    },
    async (req) => membership.setRemindersOptOut(me(req), req.body.optOut),
  );
  app.get(
    '/api/players/me/membership/receipts/:receiptNumber',
    { schema: { params: receiptParams, produces: ['application/pdf'] } },
    async (req, reply) => {
      const doc = await card.receiptPdf(me(req), req.params.receiptNumber);
      return sendPdf(reply, doc, `${req.params.receiptNumber}.pdf`);
    },
  );
  app.get(
    '/api/players/me/membership/credit-notes/:number',
    {
      schema: {
        params: z.object({ number: creditNoteNumberSchema }),
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const doc = await card.creditNotePdf(me(req), req.params.number);
      return sendPdf(reply, doc, `${req.params.number}.pdf`);
    },
  );
  app.get(
    '/api/players/me/card',
    { schema: { response: { 200: membershipCardSchema } } },
    async (req) => card.card(me(req)),
  );
  app.get(
    '/api/players/me/card.pdf',
    { schema: { produces: ['application/pdf'] } },
    async (req, reply) => {
      const doc = await card.cardPdf(me(req));
      return sendPdf(reply, doc, 'membership-card.pdf');
    },
  );
  app.post(
    '/api/players/me/card/rotate',
    { schema: { response: { 200: successMessageSchema } } },
    async (req) => card.rotate(me(req)),
  );
};
