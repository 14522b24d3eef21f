import type { FastifyBaseLogger } from 'fastify';

import type { AppModule } from '../../lib/app-module';
import { createPollingWorker } from '../../lib/polling-worker';
import type { DataAccess } from '../../lib/unit-of-work';

import { auditHooks } from './audit.hooks';
import { auditRoutes } from './audit.routes';
import { createAuditService, type AuditRepos, type AuditService } from './audit.service';

const DAY = 86_400_000;

/**
 * The append-only audit log: request hooks that record every staff write and what services
 * note, the super admin's screen API under /api/admin/audit, and the daily retention job.
 */
export function createAuditModule(deps: {
  data: DataAccess<AuditRepos>;
  log: FastifyBaseLogger;
  retentionDays: () => Promise<number>;
}): AppModule<AuditService> & { hooks: typeof auditHooks } {
  const audit = createAuditService(deps);
  const retention = createPollingWorker({
    name: 'audit retention',
    intervalMs: DAY,
    log: deps.log,
    processBatch: async () => {
      await audit.prune();
      return 0;
    },
  });
  return {
    name: 'audit',
    api: audit,
    hooks: auditHooks,
    workers: [retention],
    plugin: async (app) => {
      await app.register(auditRoutes, { prefix: '/api/admin/audit', audit });
    },
  };
}
