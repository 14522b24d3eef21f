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
  app.get(
    '/api/admin/privacy/exports',
    { schema: { response: { 200: z.array(staffDataExportSchema) } } },
    async () => exports.listRecent(),
  );
  app.get(
    '/api/admin/privacy/players/:id/trail',
    {
      schema: {
        params: z.object({ id: z.uuid({ message: 'Player not found' }) }),
        response: { 200: z.array(privacyTrailEntrySchema) },
      },
    },
    async (req) => trail(req.params.id),
  );
  app.get(
    '/api/admin/privacy/deletions',
    { schema: { response: { 200: z.array(staffAccountDeletionSchema) } } },
    async () => deletions.listForStaff(),
  );
  app.get(
    '/api/admin/privacy/corrections',
    { schema: { response: { 200: z.array(staffCorrectionRequestSchema) } } },
    async () => corrections.listPending(),
  );
  for (const [decision, url] of [
    ['approve', '/api/admin/privacy/corrections/:id/approve'],
    ['reject', '/api/admin/privacy/corrections/:id/reject'],
  ] as const)
    app.post(
      url,
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
