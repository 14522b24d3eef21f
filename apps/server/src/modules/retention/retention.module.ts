import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import { createPollingWorker } from '../../lib/polling-worker';
import type { DataAccess } from '../../lib/unit-of-work';

import { retentionRoutes } from './retention.routes';
import {
  createRetentionService,
  type AuditDaysSetting,
  type RetentionRepos,
} from './retention.service';

/**
 * Data retention (issue 16): rules super admins preview and confirm; standing rules run hourly
 * through the same preview-then-delete steps.
 */
export function createRetentionModule(deps: {
  data: DataAccess<RetentionRepos>;
  log: FastifyBaseLogger;
  /** Deletes a player the way an admin's deletion does (players module). */
  removeAccount: (playerId: string) => Promise<unknown>;
  intervalMs: number;
  auditDays: AuditDaysSetting;
}): AppModule {
  const retention = createRetentionService(deps);
  const schedule = createPollingWorker({
    name: 'retention rules',
    intervalMs: deps.intervalMs,
    log: deps.log,
    processBatch: async () => {
      await retention.runStanding();
      return 0;
    },
  });
  return {
    name: 'retention',
    api: undefined,
    workers: deps.intervalMs > 0 ? [schedule] : [],
    plugin: async (app) => {
      await app.register(retentionRoutes, { retention });
    },
  };
}
