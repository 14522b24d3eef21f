import type { AppModule } from '../../lib/app-module';
import type { DataAccess } from '../../lib/unit-of-work';

import { auditHooks } from './audit.hooks';
import { auditRoutes } from './audit.routes';
import { createAuditService, type AuditRepos, type AuditService } from './audit.service';

/**
 * The append-only audit log: request hooks that record every staff write and what services
 * note, and the super admin's screen API under /api/admin/audit. Old entries are pruned by the
 * retention module's "audit log" rule (preview, then exactly those entries).
 */
export function createAuditModule(deps: {
  data: DataAccess<AuditRepos>;
}): AppModule<AuditService> & { hooks: typeof auditHooks } {
  const audit = createAuditService(deps);
  return {
    name: 'audit',
    api: audit,
    hooks: auditHooks,
    plugin: async (app) => {
      await app.register(auditRoutes, { audit });
    },
  };
}
