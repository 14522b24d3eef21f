import type {
  AdminLoginInput,
  AdminLoginResult,
  ChangeAdminPasswordInput,
  ChangeAdminUsernameInput,
} from '@app/shared/admins';

import { AppError, conflict, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { DataAccess } from '../../lib/unit-of-work';
import type { SessionMeta, SessionsService } from '../sessions/index';
import { createLoginThrottle, type LoginLimits, type ThrottleService } from '../throttle/index';

import { toAdmin } from './admins.presenter';
import type { AdminsRepository } from './admins.repository';

export const INVALID_LOGIN = 'Invalid username or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export interface AdminsRepos {
  admins: AdminsRepository;
}

export interface AdminsServiceDeps {
  data: DataAccess<AdminsRepos>;
  sessions: SessionsService;
  throttle: ThrottleService;
  sessionTtlMs: number;
  loginLimits: LoginLimits;
}

export function createAdminsService(deps: AdminsServiceDeps) {
  const { sessions, throttle, loginLimits } = deps;
  const repo = deps.data.repos.admins;

  const loginThrottle = createLoginThrottle(throttle, 'admin', loginLimits);

  async function requireAdmin(adminId: string) {
    const admin = await repo.findById(adminId);
    if (!admin) throw unauthenticated('Your admin account no longer exists');
    return admin;
  }

  return {
    async login(
      input: AdminLoginInput,
      meta: SessionMeta & { ip: string },
    ): Promise<AdminLoginResult & { sessionId: string }> {
      await loginThrottle.assertAllowed(input.username, meta.ip);
      const admin = await repo.findByUsername(input.username.trim());
      const ok = admin
        ? await verifyPassword(admin.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!admin || !ok) {
        await loginThrottle.recordFailure(input.username, meta.ip);
        throw unauthenticated(INVALID_LOGIN);
      }
      await loginThrottle.recordSuccess(input.username, meta.ip);
      const session = await sessions.issue(
        { kind: 'admin', adminId: admin.id },
        deps.sessionTtlMs,
        meta,
      );
      return {
        token: session.token,
        sessionId: session.sessionId,
        expiresAt: session.expiresAt.toISOString(),
        admin: toAdmin(admin),
      };
    },

    async logout(sessionId: string) {
      await sessions.revoke(sessionId);
      return { success: true as const, message: 'Logged out' };
    },

    async getMe(adminId: string) {
      return toAdmin(await requireAdmin(adminId));
    },

    async changeUsername(adminId: string, input: ChangeAdminUsernameInput) {
      const admin = await requireAdmin(adminId);
      if (!(await verifyPassword(admin.passwordHash, input.currentPassword))) {
        throw new AppError('UNAUTHENTICATED', WRONG_CURRENT_PASSWORD);
      }
      try {
        const updated = await repo.update(adminId, { username: input.username });
        return toAdmin(updated!);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('Username already taken');
        throw err;
      }
    },

    async changePassword(
      adminId: string,
      currentSessionId: string,
      input: ChangeAdminPasswordInput,
    ) {
      const admin = await requireAdmin(adminId);
      if (!(await verifyPassword(admin.passwordHash, input.currentPassword))) {
        throw new AppError('UNAUTHENTICATED', WRONG_CURRENT_PASSWORD);
      }
      await repo.update(adminId, {
        passwordHash: await hashPassword(input.newPassword),
        passwordChangedAt: new Date(),
      });
      // Every other session of this admin ends; the one that made the change stays.
      await sessions.revokeAllForAdmin(adminId, currentSessionId);
      return { success: true as const, message: 'Password changed' };
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;
