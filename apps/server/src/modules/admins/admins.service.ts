import type {
  AdminLoginInput,
  AdminLoginResult,
  AdminSignedIn,
  ChangeAdminPasswordInput,
  ChangeAdminUsernameInput,
} from '@app/shared/admins';
import type { Locale } from '@app/shared/locale';
import { TWO_FACTOR_MESSAGES, type TwoFactorSignInInput } from '@app/shared/security';
import { requiresTwoFactor } from '@app/shared/staff';

import { noteAudit } from '../../lib/audit-trail';
import { AppError, conflict, forbidden, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailApi, MailMessage } from '../mail/index';
import type { SessionMeta, SessionsService } from '../sessions/index';
import {
  createLoginThrottle,
  createOwnPasswordCheck,
  type LoginLimits,
  type ThrottleService,
} from '../throttle/index';
import type { SecondFactor, TwoFactorService } from '../two-factor/index';

import { toAdmin } from './admins.presenter';
import type { AdminRow, AdminsRepository } from './admins.repository';
import { staffFailedSignInsMail } from './staff.mail';

export const INVALID_LOGIN = 'Invalid username or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const ACCOUNT_DISABLED = 'This staff account is disabled. Ask a super admin to enable it.';

export interface AdminsRepos {
  admins: AdminsRepository;
  mailOutbox: { insert(message: MailMessage): Promise<void> };
}

export interface AdminsServiceDeps {
  data: DataAccess<AdminsRepos>;
  sessions: SessionsService;
  throttle: ThrottleService;
  twoFactor: TwoFactorService;
  /** Whether the all-staff two-factor setting is on (read each time). */
  twoFactorForAllStaff: () => Promise<boolean>;
  sessionTtlMs: number;
  loginLimits: LoginLimits;
  mail: MailApi;
  siteUrl: string;
  associationName: string;
  associationNameMs: string;
}

const staffActor = (admin: AdminRow) => ({
  kind: 'staff' as const,
  id: admin.id,
  name: admin.username,
  roles: admin.roles,
});

/** Staff sign-in (password, then a code when two-factor is on) and own-account settings. */
export function createAdminsService(deps: AdminsServiceDeps) {
  const { sessions, throttle, twoFactor, loginLimits } = deps;
  const repo = deps.data.repos.admins;
  const loginThrottle = createLoginThrottle(throttle, 'admin', loginLimits);
  const ownPasswordCheck = createOwnPasswordCheck(throttle, 'staff');

  async function requireAdmin(adminId: string) {
    const admin = await repo.findById(adminId);
    if (!admin) throw unauthenticated('Your admin account no longer exists');
    return admin;
  }

  /**
   * The signed-in staff member's own password, asked again (username or password change,
   * two-factor off): 5 wrong tries in 15 minutes across all of them, then 429 (round 2, item 5).
   */
  async function verifyOwnPassword(adminId: string, password: string) {
    const admin = await requireAdmin(adminId);
    const ok = await ownPasswordCheck(adminId, () => verifyPassword(admin.passwordHash, password));
    if (!ok) throw new AppError('UNAUTHENTICATED', WRONG_CURRENT_PASSWORD);
    return admin;
  }

  async function mustUseTwoFactor(admin: AdminRow) {
    return requiresTwoFactor(admin.roles, await deps.twoFactorForAllStaff());
  }

  async function present(admin: AdminRow, stage: 'active' | 'enrol') {
    const subject = { kind: 'admin' as const, adminId: admin.id };
    return toAdmin(admin, {
      twoFactorEnabled: await twoFactor.isEnabled(subject),
      twoFactorRequired: await mustUseTwoFactor(admin),
      mustEnrolTwoFactor: stage === 'enrol',
    });
  }

  /** A full session, or one that may only set up two-factor when the role requires it. */
  async function signIn(admin: AdminRow, meta: SessionMeta, detail: Record<string, unknown>) {
    const subject = { kind: 'admin' as const, adminId: admin.id };
    const stage =
      (await mustUseTwoFactor(admin)) && !(await twoFactor.isEnabled(subject)) ? 'enrol' : 'active';
    const session = await sessions.issue(subject, deps.sessionTtlMs, meta, stage);
    const updated = (await repo.update(admin.id, { lastSignInAt: new Date() })) ?? admin;
    noteAudit({
      action: 'staff.sign-in',
      actor: staffActor(admin),
      targetType: 'staff',
      targetId: admin.id,
      detail,
    });
    return {
      token: session.token,
      sessionId: session.sessionId,
      expiresAt: session.expiresAt.toISOString(),
      admin: await present(updated, stage),
    };
  }

  return {
    async login(
      input: AdminLoginInput,
      meta: SessionMeta & { ip: string },
    ): Promise<AdminLoginResult & { sessionId?: string }> {
      const attempt = await loginThrottle.begin(input.username, meta.ip);
      const admin = await repo.findByUsername(input.username.trim());
      const ok = admin
        ? await verifyPassword(admin.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!admin || !ok) {
        const alert = await attempt.failed();
        if (alert && admin?.email) {
          await deps.data.repos.mailOutbox.insert(
            staffFailedSignInsMail(deps, {
              ...admin,
              email: admin.email,
            }),
          );
          deps.mail.kick();
        }
        noteAudit({
          action: 'staff.sign-in-failed',
          actor: { kind: 'anonymous', id: null, name: input.username.trim().slice(0, 100) },
          targetType: admin ? 'staff' : null,
          targetId: admin?.id ?? null,
        });
        throw unauthenticated(INVALID_LOGIN);
      }
      await attempt.succeeded();
      if (admin.status !== 'active') throw forbidden(ACCOUNT_DISABLED);
      if (await twoFactor.isEnabled({ kind: 'admin', adminId: admin.id })) {
        const challenge = await sessions.issueChallenge({ kind: 'admin', adminId: admin.id }, meta);
        return {
          twoFactorRequired: true,
          challenge: challenge.token,
          expiresAt: challenge.expiresAt.toISOString(),
        };
      }
      return signIn(admin, meta, { secondFactor: 'none' });
    },

    /** The second step: the challenge from `login` and a code (or a recovery code). */
    async loginTwoFactor(
      input: TwoFactorSignInInput,
      meta: SessionMeta,
    ): Promise<AdminSignedIn & { sessionId: string }> {
      const challenge = await sessions.resolveChallenge(input.challenge);
      if (challenge?.kind !== 'admin') throw unauthenticated(TWO_FACTOR_MESSAGES.challengeExpired);
      const factor: SecondFactor =
        'code' in input ? { code: input.code } : { recoveryCode: input.recoveryCode };
      const used = await twoFactor.verify(challenge, factor);
      await sessions.revoke(challenge.sessionId);
      const admin = await requireAdmin(challenge.adminId);
      if (admin.status !== 'active') throw forbidden(ACCOUNT_DISABLED);
      return signIn(admin, meta, { secondFactor: used });
    },

    async logout(sessionId: string) {
      await sessions.revoke(sessionId);
      return { success: true as const, message: 'Logged out' };
    },

    async getMe(adminId: string, stage: 'active' | 'enrol') {
      return present(await requireAdmin(adminId), stage);
    },

    async checkPassword(adminId: string, password: string) {
      await verifyOwnPassword(adminId, password);
    },

    /** Staff whose role requires two-factor may not turn it off. */
    async assertMayDisableTwoFactor(adminId: string) {
      if (await mustUseTwoFactor(await requireAdmin(adminId)))
        throw forbidden(TWO_FACTOR_MESSAGES.requiredForRole);
    },

    /** The language the staff member reads the admin area and their mail in. */
    async setLanguage(adminId: string, language: Locale) {
      await requireAdmin(adminId);
      const updated = await repo.update(adminId, { language });
      return present(updated!, 'active');
    },

    async changeUsername(adminId: string, input: ChangeAdminUsernameInput) {
      const admin = await verifyOwnPassword(adminId, input.currentPassword);
      try {
        const updated = await repo.update(adminId, { username: input.username });
        noteAudit({
          targetType: 'staff',
          targetId: adminId,
          before: { username: admin.username },
          after: { username: updated!.username },
        });
        return present(updated!, 'active');
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
      await verifyOwnPassword(adminId, input.currentPassword);
      await repo.update(adminId, {
        passwordHash: await hashPassword(input.newPassword),
        passwordChangedAt: new Date(),
      });
      // Every other session of this admin ends; the one that made the change stays.
      const ended = await sessions.revokeAllForAdmin(adminId, currentSessionId);
      noteAudit({ targetType: 'staff', targetId: adminId, detail: { otherSessionsEnded: ended } });
      return { success: true as const, message: 'Password changed' };
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;
