import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import { AppError } from '../../lib/errors';
import type { FileCipher } from '../../lib/personal-data/file-cipher';
import type { IcCipher } from '../../lib/personal-data/ic-cipher';
import { createPollingWorker } from '../../lib/polling-worker';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailApi } from '../mail/index';
import type { MediaService } from '../media/index';
import {
  createIdentityProbes,
  type IdentityProbeLimits,
  type PlayerAccountsPort,
  type ReportBurst,
} from '../players/index';
import type { SessionsService } from '../sessions/index';
import type { ThrottleService } from '../throttle/index';
import type { TwoFactorService } from '../two-factor/index';

import {
  createAccountDeletionService,
  type AccountDeletionRepos,
} from './account-deletion.service';
import { createConsentsService, type ConsentsRepos } from './consents.service';
import { createCorrectionsService, type CorrectionsRepos } from './corrections.service';
import {
  createDataExportService,
  type DataExportRepos,
  type DataExportService,
} from './data-export.service';
import { privacyTrail } from './privacy-trail';
import { privacyAdminRoutes } from './privacy.admin.routes';
import { privacyPlayerRoutes } from './privacy.player.routes';
import { privacyPublicRoutes } from './privacy.public.routes';

type PrivacyRepos = DataExportRepos & ConsentsRepos & CorrectionsRepos & AccountDeletionRepos;

/**
 * The privacy centre (issue 16): a player's rights over their data. "Download my data" (exports
 * built by a worker in `<dataDir>/exports`, one download each), the consent ledger, "Correct my
 * data" and "Delete my account" (carried out by a worker once the 14-day grace ended).
 */
export function createPrivacyModule(deps: {
  data: DataAccess<PrivacyRepos>;
  players: PlayerAccountsPort<PrivacyRepos>;
  twoFactor: TwoFactorService;
  sessions: SessionsService;
  /** The server's clock (browser tests move it forward to end a grace period). */
  now: () => Date;
  /** How often the deletion worker looks for deletions whose grace ended. */
  deletionsIntervalMs: number;
  invalidate: InvalidateCache;
  media: MediaService;
  mail: MailApi;
  icCipher: IcCipher;
  /** Seals export zips on disk with the data key (ADR 016). */
  fileCipher: FileCipher;
  log: FastifyBaseLogger;
  dataDir: string;
  siteUrl: string;
  associationName: string;
  associationNameMs: string;
  /** How often the export worker looks for queued exports besides being kicked. */
  exportsIntervalMs: number;
  dpoEmail: string | undefined;
  /** The Terms and Privacy Policy version players must have accepted (site setting). */
  policyVersion: () => Promise<string>;
  /** Correction requests count as identity checks (per address and per player); exports a day. */
  throttle: ThrottleService;
  identityChecks: IdentityProbeLimits;
  reportBurst: ReportBurst;
}): AppModule<{ exports: DataExportService; runDueDeletions: () => void }> {
  let kick = () => undefined as void;
  const exports = createDataExportService({
    ...deps,
    exportsDir: path.join(deps.dataDir, 'exports'),
    onQueued: () => kick(),
  });
  const consents = createConsentsService({ data: deps.data, policyVersion: deps.policyVersion });
  const corrections = createCorrectionsService({
    ...deps,
    eligibility: deps.players,
    probes: createIdentityProbes({
      throttle: deps.throttle,
      limits: deps.identityChecks,
      reportBurst: deps.reportBurst,
    }),
  });
  const deletions = createAccountDeletionService({
    ...deps,
    accounts: {
      checkPassword: deps.players.checkPassword,
      twoFactorEnabled: (playerId) => deps.twoFactor.isEnabled({ kind: 'player', playerId }),
      async verifySecondFactor(playerId, code) {
        const subject = { kind: 'player' as const, playerId };
        await deps.twoFactor.verify(
          subject,
          /^\d{6}$/.test(code) ? { code } : { recoveryCode: code },
        );
      },
      async endSessions(playerId) {
        await deps.sessions.revokeAllForPlayer(playerId);
      },
      async erase(playerId, options) {
        try {
          await deps.players.remove(playerId, options);
        } catch (err) {
          // Gone already: another process carried this deletion out first.
          if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
        }
      },
    },
    afterErase: () => exports.sweep(),
  });
  // Every deletion of a player (theirs after the grace, or an admin's) completes a pending
  // request and tells the portal, in the deleting transaction.
  deps.players.onDelete(async (repos, playerId) => {
    const player = await repos.players.findByIdOrMemberId(playerId);
    await repos.accountDeletions.completeFor(playerId, deps.now());
    if (player) await repos.portalOutbox.enqueuePlayerDeletion(player.playerId);
  });
  const eraser = createPollingWorker({
    name: 'account deletions',
    intervalMs: deps.deletionsIntervalMs,
    log: deps.log,
    batchSize: 5,
    processBatch: (limit) => deletions.runDue(limit),
  });
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
    api: { exports, runDueDeletions: eraser.kick },
    workers: [builder, sweeper, eraser],
    plugin: async (app) => {
      await app.register(privacyPlayerRoutes, {
        exports,
        consents,
        corrections,
        deletions,
      });
      await app.register(privacyAdminRoutes, {
        corrections,
        deletions,
        exports,
        trail: (playerId) => privacyTrail(deps.data.repos.audit, playerId),
      });
      await app.register(privacyPublicRoutes, { dpoEmail: deps.dpoEmail });
    },
  };
}
