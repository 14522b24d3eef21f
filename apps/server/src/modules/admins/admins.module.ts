import type { AppModule } from '../../lib/app-module';
import type { DataAccess } from '../../lib/unit-of-work';
import type { SessionsService } from '../sessions/index';
import type { ThrottleService } from '../throttle/index';

import { adminsRoutes } from './admins.routes';
import { createAdminsService, type AdminsRepos } from './admins.service';

/** Admin sign-in, session and own-account settings under /api/admin. */
export function createAdminsModule(deps: {
  data: DataAccess<AdminsRepos>;
  sessions: SessionsService;
  throttle: ThrottleService;
  sessionTtlMs: number;
  loginLimits: { perUsername: number; perIp: number; windowMs: number };
  publicUrl: string | undefined;
}): AppModule {
  const service = createAdminsService(deps);
  return {
    name: 'admins',
    api: undefined,
    plugin: async (app) => {
      await app.register(adminsRoutes, {
        prefix: '/api/admin',
        service,
        publicUrl: deps.publicUrl,
      });
    },
  };
}
