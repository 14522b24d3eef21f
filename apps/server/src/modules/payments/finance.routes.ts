import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  financeCreditNotesPageSchema,
  financeCreditNotesQuerySchema,
  financePaymentsPageSchema,
  financePayoutsSchema,
  financePaymentsQuerySchema,
  financeRangeQuerySchema,
  financeSummaryQuerySchema,
  financeSummarySchema,
  reconciliationSchema,
  refundInputSchema,
  refundResultSchema,
} from '@app/shared/payments/finance';

import { noteAudit } from '../../lib/audit-trail';
import { sendCsv } from '../../lib/csv-reply';
import { adminActor } from '../../plugins/auth';

import type { FinanceService } from './finance.service';
import type { PayoutsService } from './payouts.service';
import type { RefundsService } from './refunds.service';

const receiptParams = z.object({
  receiptNumber: z
    .string()
    .regex(/^MPA-\d{4}-\d{6}$/, 'Unknown receipt')
    .max(20),
});

/** The treasurer's finance view and refunds, under /api/admin/finance. */
export const financeRoutes: FastifyPluginAsyncZod<{
  finance: FinanceService;
  refunds: RefundsService;
  payouts: PayoutsService;
}> = async (app, { finance, refunds, payouts }) => {
  app.addHook('onRequest', async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/finance/payments',
    {
      schema: {
        querystring: financePaymentsQuerySchema,
        response: { 200: financePaymentsPageSchema },
      },
    },
    async (req) => finance.listPayments(req.query),
  );

  app.get(
    '/api/admin/finance/payments.csv',
    { schema: { querystring: financePaymentsQuerySchema, produces: ['text/csv'] } },
    async (req, reply) => {
      const { limit: _limit, offset: _offset, ...filter } = req.query;
      // The export of everyone's payments is itself on record.
      noteAudit({ action: 'finance.export', detail: { filter } });
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `payments-${day}.csv`, finance.exportCsv(req.query));
    },
  );

  app.get(
    '/api/admin/finance/summary',
    {
      schema: { querystring: financeSummaryQuerySchema, response: { 200: financeSummarySchema } },
    },
    async (req) => finance.summary(req.query),
  );

  app.get(
    '/api/admin/finance/credit-notes',
    {
      schema: {
        querystring: financeCreditNotesQuerySchema,
        response: { 200: financeCreditNotesPageSchema },
      },
    },
    async (req) => finance.creditNotes(req.query),
  );

  app.get(
    '/api/admin/finance/reconciliation',
    { schema: { querystring: financeRangeQuerySchema, response: { 200: reconciliationSchema } } },
    async (req) => finance.reconciliation(req.query),
  );

  app.get(
    '/api/admin/finance/payouts',
    {
      schema: { querystring: financeRangeQuerySchema, response: { 200: financePayoutsSchema } },
    },
    async (req) => payouts.payouts(req.query),
  );

  app.post(
    '/api/admin/finance/receipts/:receiptNumber/refund',
    {
      schema: {
        params: receiptParams,
        body: refundInputSchema,
        response: { 200: refundResultSchema },
      },
    },
    async (req) =>
      refunds.refundReceipt(adminActor(req).adminId, req.params.receiptNumber, req.body),
  );
};
