import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import type { IcCipher } from '../../lib/personal-data/ic-cipher';
import { createPollingWorker } from '../../lib/polling-worker';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailApi } from '../mail/index';
import type { MediaService } from '../media/index';

import { createConsentsService, type ConsentsRepos } from './consents.service';
import { createCorrectionsService, type CorrectionsRepos } from './corrections.service';
import { createDataExportService, type DataExportRepos } from './data-export.service';
import { privacyAdminRoutes } from './privacy.admin.routes';
import { privacyPlayerRoutes } from './privacy.player.routes';
import { privacyPublicRoutes } from './privacy.public.routes';

/**
 * The privacy centre (issue 16): a player's rights over their data. For now "Download my data":
 * exports built by a worker in `<dataDir>/exports`, one download each.
 */
export function createPrivacyModule(deps: {
  data: DataAccess<DataExportRepos & ConsentsRepos & CorrectionsRepos>;
  invalidate: InvalidateCache;
  media: MediaService;
  mail: MailApi;
  icCipher: IcCipher;
  log: FastifyBaseLogger;
  dataDir: string;
  siteUrl: string;
  associationName: string;
  /** How often the export worker looks for queued exports besides being kicked. */
  exportsIntervalMs: number;
  dpoEmail: string | undefined;
  /** The Terms and Privacy Policy version players must have accepted (site setting). */
  policyVersion: () => Promise<string>;
}): AppModule<{ exports: ReturnType<typeof createDataExportService> }> {
  let kick = () => undefined as void;
  const exports = createDataExportService({
    ...deps,
    exportsDir: path.join(deps.dataDir, 'exports'),
    onQueued: () => kick(),
  });
  const consents = createConsentsService({ data: deps.data, policyVersion: deps.policyVersion });
  const corrections = createCorrectionsService(deps);
  const builder = createPollingWorker({
    name: 'data exports',
    intervalMs: deps.exportsIntervalMs,
    log: deps.log,
    batchSize: 1,
    processBatch: () => exports.buildNext(),
  });
  kick = builder.kick;
  const sweeper = createPollingWorker({
    name: 'data export sweep',
    intervalMs: 60 * 60_000,
    log: deps.log,
    processBatch: async () => {
      await exports.sweep();
      return 0;
    },
  });
  return {
    name: 'privacy',
    api: { exports },
    workers: [builder, sweeper],
    plugin: async (app) => {
      await app.register(privacyPlayerRoutes, {
        prefix: '/api/players/me',
        exports,
        consents,
        corrections,
      });
      await app.register(privacyAdminRoutes, { prefix: '/api/admin/privacy', corrections });
      await app.register(privacyPublicRoutes, { dpoEmail: deps.dpoEmail });
    },
  };
}
