import type { AppModule } from '../../lib/app-module';
import type { DataAccess } from '../../lib/unit-of-work';
import { adminActor } from '../../plugins/auth';
import type { MailApi } from '../mail/index';
import { sessionsRoutes, type SessionsService } from '../sessions/index';
import type { LoginLimits, ThrottleService } from '../throttle/index';
import { twoFactorRoutes, type TwoFactorService } from '../two-factor/index';

import { adminsRoutes } from './admins.routes';
import { createAdminsService, type AdminsRepos } from './admins.service';
import { invitationRoutes, staffRoutes } from './staff.routes';
import { createStaffService, type StaffRepos } from './staff.service';

/**
 * Staff accounts under /api/admin: sign-in with two-factor, own account, sessions and
 * authenticator; and, for super admins, staff management and invitations.
 */
export function createAdminsModule(deps: {
  data: DataAccess<AdminsRepos & StaffRepos>;
  sessions: SessionsService;
  throttle: ThrottleService;
  twoFactor: TwoFactorService;
  mail: MailApi;
  twoFactorForAllStaff: () => Promise<boolean>;
  sessionTtlMs: number;
  loginLimits: LoginLimits;
  publicUrl: string | undefined;
  siteUrl: string;
  associationName: string;
  associationNameMs: string;
}): AppModule {
  const service = createAdminsService(deps);
  const staff = createStaffService(deps);
  return {
    name: 'admins',
    api: undefined,
    plugin: async (app) => {
      await app.register(adminsRoutes, {
        service,
        publicUrl: deps.publicUrl,
      });
      await app.register(staffRoutes, { staff });
      await app.register(invitationRoutes, { staff });
      await app.register(twoFactorRoutes, {
        urls: {
          status: '/api/admin/two-factor',
          setup: '/api/admin/two-factor/setup',
          enable: '/api/admin/two-factor/enable',
          disable: '/api/admin/two-factor/disable',
        },
        twoFactor: deps.twoFactor,
        subject: (req) => ({ kind: 'admin', adminId: adminActor(req).adminId }),
        account: (req) => adminActor(req).username,
        checkPassword: (req, password) => service.checkPassword(adminActor(req).adminId, password),
        assertMayDisable: (req) => service.assertMayDisableTwoFactor(adminActor(req).adminId),
        // A session waiting for set-up becomes a full one.
        onEnabled: (req) => deps.sessions.setStage(adminActor(req).sessionId, 'active'),
      });
      await app.register(sessionsRoutes, {
        urls: {
          list: '/api/admin/sessions',
          endOthers: '/api/admin/sessions/end-others',
          end: '/api/admin/sessions/:sessionId',
        },
        sessions: deps.sessions,
        who: (req) => {
          const actor = adminActor(req);
          return { subject: { kind: 'admin', adminId: actor.adminId }, sessionId: actor.sessionId };
        },
      });
    },
  };
}
