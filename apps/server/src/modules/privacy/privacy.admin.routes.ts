import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  correctionDecisionInputSchema,
  correctionRequestSchema,
  staffAccountDeletionSchema,
  staffCorrectionRequestSchema,
} from '@app/shared/privacy';

import { adminActor } from '../../plugins/auth';

import type { AccountDeletionService } from './account-deletion.service';
import type { CorrectionsService } from './corrections.service';

const idParams = z.object({ id: z.uuid({ message: 'Request not found' }) });

/** Data requests for membership officers (and super admins), under /api/admin/privacy. */
export const privacyAdminRoutes: FastifyPluginAsyncZod<{
  corrections: CorrectionsService;
  deletions: AccountDeletionService;
}> = async (app, { corrections, deletions }) => {
  app.addHook('onRequest', async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  app.get(
    '/deletions',
    { schema: { response: { 200: z.array(staffAccountDeletionSchema) } } },
    async () => deletions.listForStaff(),
  );
  app.get(
    '/corrections',
    { schema: { response: { 200: z.array(staffCorrectionRequestSchema) } } },
    async () => corrections.listPending(),
  );
  for (const decision of ['approve', 'reject'] as const)
    app.post(
      `/corrections/:id/${decision}`,
      {
        schema: {
          params: idParams,
          body: correctionDecisionInputSchema.nullish(),
          response: { 200: correctionRequestSchema },
        },
      },
      async (req) =>
        corrections.decide(
          adminActor(req).adminId,
          req.params.id,
          decision === 'approve' ? 'approved' : 'rejected',
          req.body?.note,
        ),
    );
};
