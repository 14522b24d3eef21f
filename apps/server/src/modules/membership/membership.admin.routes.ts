import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import {
  cancelRefundInputSchema,
  cancelTermInputSchema,
  changeTypeInputSchema,
  membershipDashboardSchema,
  membershipSettingsSchema,
  membershipSummarySchema,
  membershipTypeInputSchema,
  membershipTypeSchema,
  reasonInputSchema,
  recordPaymentInputSchema,
  renewalRequestSchema,
  voidReceiptInputSchema,
} from '@app/shared/membership';

import { adminActor } from '../../plugins/auth';

import type { CancelRefundService } from './cancel-refund.service';
import type { CardService } from './card.service';
import type { MembershipStaffService } from './membership-staff.service';
import type { MembershipTypesService } from './membership-types.service';
import type { MembershipService } from './membership.service';
import { creditNoteNumberSchema, receiptNumberSchema, sendPdf } from './pdf-reply';

const idParams = z.object({ id: z.string().min(1).max(64) });
const receiptParams = idParams.extend({
  receiptNumber: receiptNumberSchema,
});
const creditNoteParams = idParams.extend({ number: creditNoteNumberSchema });

export interface MembershipAdminOptions {
  membership: MembershipService;
  staff: MembershipStaffService;
  cancelRefund: CancelRefundService;
  types: MembershipTypesService;
  card: CardService;
  settings: {
    get(): Promise<z.infer<typeof membershipSettingsSchema>>;
    update(
      adminId: string,
      input: z.infer<typeof membershipSettingsSchema>,
    ): Promise<z.infer<typeof membershipSettingsSchema>>;
  };
}

/** Membership officers' tools: types, settings, dashboard, renewals (under /api/admin). */
export const membershipAdminRoutes: FastifyPluginAsyncZod<MembershipAdminOptions> = async (
  app,
  opts,
) => {
  app.addHook('onRequest', async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const { membership, staff, types, card } = opts;

  app.get(
    '/api/admin/membership/types',
    { schema: { response: { 200: z.array(membershipTypeSchema) } } },
    async () => types.list(),
  );
  app.post(
    '/api/admin/membership/types',
    { schema: { body: membershipTypeInputSchema, response: { 201: membershipTypeSchema } } },
    async (req, reply) => reply.code(201).send(await types.create(req.body)),
  );
  app.put(
    '/api/admin/membership/types/:id',
    {
      schema: {
        params: idParams,
        body: membershipTypeInputSchema,
        response: { 200: membershipTypeSchema },
      },
    },
    async (req) => types.update(req.params.id, req.body),
  );
  app.get(
    '/api/admin/membership/settings',
    { schema: { response: { 200: membershipSettingsSchema } } },
    async () => opts.settings.get(),
  );
  app.put(
    '/api/admin/membership/settings',
    { schema: { body: membershipSettingsSchema, response: { 200: membershipSettingsSchema } } },
    async (req) => opts.settings.update(adminActor(req).adminId, req.body),
  );
  app.get(
    '/api/admin/membership/dashboard',
    { schema: { response: { 200: membershipDashboardSchema } } },
    async () => membership.dashboard(),
  );
  app.get(
    '/api/admin/membership/renewals',
    { schema: { response: { 200: z.array(renewalRequestSchema) } } },
    async () => membership.listPendingRenewals(),
  );

  // One member's membership.
  app.get(
    '/api/admin/members/:id/membership',
    { schema: { params: idParams, response: { 200: membershipSummarySchema } } },
    async (req) => membership.summary(req.params.id),
  );
  app.post(
    '/api/admin/members/:id/membership/payments',
    {
      schema: {
        params: idParams,
        body: recordPaymentInputSchema,
        response: {
          200: z.object({
            receiptNumber: z.string(),
            created: z.boolean(),
            membership: membershipSummarySchema,
          }),
        },
      },
    },
    async (req) => staff.recordPayment(adminActor(req).adminId, req.params.id, req.body),
  );
  app.post(
    '/api/admin/members/:id/membership/suspend',
    {
      schema: {
        params: idParams,
        body: reasonInputSchema,
        response: { 200: membershipSummarySchema },
      },
    },
    async (req) => staff.suspend(req.params.id, req.body.reason),
  );
  app.post(
    '/api/admin/members/:id/membership/unsuspend',
    {
      schema: {
        params: idParams,
        body: reasonInputSchema,
        response: { 200: membershipSummarySchema },
      },
    },
    async (req) => staff.unsuspend(req.params.id, req.body.reason),
  );
  app.put(
    '/api/admin/members/:id/membership/type',
    {
      schema: {
        params: idParams,
        body: changeTypeInputSchema,
        response: { 200: membershipSummarySchema },
      },
    },
    async (req) => staff.changeType(req.params.id, req.body),
  );
  app.post(
    '/api/admin/members/:id/membership/cancel',
    {
      schema: {
        params: idParams,
        body: cancelTermInputSchema,
        response: { 200: membershipSummarySchema },
      },
    },
    async (req) => staff.cancelLatestTerm(adminActor(req).adminId, req.params.id, req.body),
  );
  // Cancel the latest term and refund its online receipt through the gateway (finance).
  app.post(
    '/api/admin/members/:id/membership/cancel-refund',
    {
      schema: {
        params: idParams,
        body: cancelRefundInputSchema,
        response: { 200: membershipSummarySchema },
      },
    },
    async (req) =>
      opts.cancelRefund.cancelAndRefund(adminActor(req).adminId, req.params.id, req.body),
  );
  app.post(
    '/api/admin/members/:id/membership/receipts/:receiptNumber/void',
    {
      schema: {
        params: receiptParams,
        body: voidReceiptInputSchema,
        response: { 200: membershipSummarySchema },
      },
    },
    async (req) =>
      staff.voidReceipt(adminActor(req).adminId, req.params.id, req.params.receiptNumber, req.body),
  );
  app.get(
    '/api/admin/members/:id/membership/credit-notes/:number',
    { schema: { params: creditNoteParams, produces: ['application/pdf'] } },
    async (req, reply) => {
      const doc = await card.creditNotePdf(req.params.id, req.params.number);
      return sendPdf(reply, doc, `${req.params.number}.pdf`);
    },
  );
  app.post(
    '/api/admin/members/:id/card/rotate',
    { schema: { params: idParams, response: { 200: successMessageSchema } } },
    async (req) => card.rotate(req.params.id),
  );
  app.get(
    '/api/admin/members/:id/membership/receipts/:receiptNumber',
    { schema: { params: receiptParams, produces: ['application/pdf'] } },
    async (req, reply) => {
      const doc = await card.receiptPdf(req.params.id, req.params.receiptNumber);
      return sendPdf(reply, doc, `${req.params.receiptNumber}.pdf`);
    },
  );
};
