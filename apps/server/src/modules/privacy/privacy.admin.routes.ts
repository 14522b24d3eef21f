import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  correctionDecisionInputSchema,
  type PrivacyTrailEntry,
  correctionRequestSchema,
  privacyTrailEntrySchema,
  staffAccountDeletionSchema,
  staffDataExportSchema,
  staffCorrectionRequestSchema,
} from '@app/shared/privacy';

import { adminActor } from '../../plugins/auth';

import type { AccountDeletionService } from './account-deletion.service';
import type { CorrectionsService } from './corrections.service';
import type { DataExportService } from './data-export.service';

const idParams = z.object({ id: z.uuid({ message: 'Request not found' }) });

/** Data requests for membership officers (and super admins), under /api/admin/privacy. */
export const privacyAdminRoutes: FastifyPluginAsyncZod<{
  corrections: CorrectionsService;
  deletions: AccountDeletionService;
  exports: DataExportService;
  trail: (playerId: string) => Promise<PrivacyTrailEntry[]>;
}> = async (app, { corrections, deletions, exports, trail }) => {
  app.addHook('onRequest', async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  app.get('/exports', { schema: { response: { 200: z.array(staffDataExportSchema) } } }, async () =>
    exports.listRecent(),
  );
  app.get(
    '/players/:id/trail',
    {
      schema: {
        params: z.object({ id: z.uuid({ message: 'Player not found' }) }),
        response: { 200: z.array(privacyTrailEntrySchema) },
      },
    },
    async (req) => trail(req.params.id),
  );
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
