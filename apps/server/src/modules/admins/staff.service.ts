import type { AcceptInvitationInput } from '@app/shared/admins';
import {
  STAFF_MESSAGES,
  type Invitation,
  type InviteStaffInput,
  type StaffInvite,
  type StaffMember,
  type StaffRole,
} from '@app/shared/staff';

import { noteAudit } from '../../lib/audit-trail';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import { generateToken, hashToken } from '../../lib/tokens';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailApi, MailMessage } from '../mail/index';
import type { SessionsService } from '../sessions/index';
import type { TwoFactorService } from '../two-factor/index';

import { toStaffInvite, toStaffMember } from './admins.presenter';
import type { AdminsRepository } from './admins.repository';
import type { InvitationsRepository } from './invitations.repository';
import { invitationMail } from './staff.mail';

export interface StaffRepos {
  admins: AdminsRepository;
  invitations: InvitationsRepository;
  mailOutbox: { insert(message: MailMessage): Promise<void> };
}

const INVITE_HOURS = 48;
const staffNotFound = () => notFound('Staff member');
const inviteInvalid = () => new AppError('NOT_FOUND', STAFF_MESSAGES.inviteInvalid);

/**
 * Staff management for super admins: invitations by e-mail, roles, disabling and two-factor
 * resets, with the last-super-admin guard. Every change is audited (the request's entry
 * carries the before → after).
 */
export function createStaffService(deps: {
  data: DataAccess<StaffRepos>;
  sessions: SessionsService;
  twoFactor: TwoFactorService;
  mail: MailApi;
  siteUrl: string;
  associationName: string;
  associationNameMs: string;
}) {
  const { data, sessions, twoFactor } = deps;

  async function findStaff(id: string) {
    const admin = isUuid(id) ? await data.repos.admins.findById(id) : null;
    if (!admin) throw staffNotFound();
    return admin;
  }

  /**
   * Runs `change` with the active super admins locked, and refuses it when it would leave
   * none: `remains` says whether the target still counts as an active super admin after.
   */
  function guardLastSuperAdmin<T>(
    targetId: string,
    remains: boolean,
    change: (repos: StaffRepos) => Promise<T>,
  ) {
    return data.withTransaction(async (repos) => {
      const supers = await repos.admins.lockActiveSuperAdmins();
      if (supers.includes(targetId) && !remains && supers.length <= 1)
        throw conflict(STAFF_MESSAGES.lastSuperAdmin);
      return change(repos);
    });
  }

  return {
    async list(): Promise<StaffMember[]> {
      const rows = await data.repos.admins.listWithTwoFactor();
      return rows.map((r) =>
        toStaffMember({ ...r.admin, twoFactorEnabled: r.twoFactorSecret !== null }),
      );
    },

    async listInvitations(): Promise<StaffInvite[]> {
      const rows = await data.repos.invitations.listPending();
      return rows.map((r) => toStaffInvite({ ...r.invite, invitedByName: r.invitedByName }));
    },

    async invite(by: { adminId: string; username: string }, input: InviteStaffInput) {
      if (await data.repos.admins.findByEmail(input.email))
        throw conflict(STAFF_MESSAGES.emailTaken);
      const token = generateToken();
      const invite = await data.withTransaction(async ({ invitations, mailOutbox }) => {
        const row = await invitations.insert({
          email: input.email,
          fullName: input.fullName,
          roles: input.roles,
          tokenHash: hashToken(token),
          invitedBy: by.adminId,
          language: input.language,
          expiresAt: new Date(Date.now() + INVITE_HOURS * 3_600_000),
        });
        await mailOutbox.insert(
          invitationMail(deps, { ...input, invitedBy: by.username }, token, INVITE_HOURS),
        );
        return row;
      });
      deps.mail.kick();
      noteAudit({
        targetType: 'staff-invitation',
        targetId: invite.id,
        after: { email: input.email, fullName: input.fullName, roles: input.roles },
      });
      return toStaffInvite({ ...invite, invitedByName: by.username });
    },

    async revokeInvitation(id: string) {
      const revoked = isUuid(id) ? await data.repos.invitations.revoke(id) : null;
      if (!revoked) throw notFound('Invitation');
      noteAudit({
        targetType: 'staff-invitation',
        targetId: id,
        targetLabel: revoked.fullName,
        before: { email: revoked.email, fullName: revoked.fullName },
      });
      return { success: true as const, message: 'Invitation withdrawn' };
    },

    async getInvitation(token: string): Promise<Invitation> {
      const invite = await data.repos.invitations.findPendingByTokenHash(hashToken(token));
      if (!invite) throw inviteInvalid();
      return {
        email: invite.email,
        fullName: invite.fullName,
        roles: invite.roles,
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    /** The invitee's own username and password; the invitation is used up in the same step. */
    async acceptInvitation(input: AcceptInvitationInput) {
      const passwordHash = await hashPassword(input.password);
      try {
        const admin = await data.withTransaction(async ({ invitations, admins }) => {
          const invite = await invitations.consume(hashToken(input.token));
          if (!invite) throw inviteInvalid();
          if (await admins.findByEmail(invite.email)) throw conflict(STAFF_MESSAGES.emailTaken);
          return admins.insert({
            username: input.username,
            passwordHash,
            roles: invite.roles,
            email: invite.email,
            fullName: invite.fullName,
            language: invite.language,
          });
        });
        noteAudit({
          action: 'staff.invitation-accepted',
          actor: { kind: 'staff', id: admin.id, name: admin.username, roles: admin.roles },
          targetType: 'staff',
          targetId: admin.id,
          after: { username: admin.username, email: admin.email, roles: admin.roles },
        });
        return { success: true as const, message: 'Welcome! You can now sign in.' };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('Username already taken');
        throw err;
      }
    },

    async updateRoles(id: string, roles: StaffRole[]) {
      const before = await findStaff(id);
      const updated = await guardLastSuperAdmin(id, roles.includes('super_admin'), (repos) =>
        repos.admins.update(id, { roles }),
      );
      // Newly obliged to use two-factor without it: their sessions can only set it up from the
      // next request on (the sessions module decides the stage from the roles each time).
      const subject = { kind: 'admin' as const, adminId: id };
      noteAudit({
        targetType: 'staff',
        targetId: id,
        before: { roles: before.roles },
        after: { roles },
      });
      return toStaffMember({ ...updated!, twoFactorEnabled: await twoFactor.isEnabled(subject) });
    },

    /** Disables an account and ends its sessions at once. */
    async disable(by: string, id: string) {
      if (by === id) throw badRequest(STAFF_MESSAGES.notYourself);
      const before = await findStaff(id);
      const updated = await guardLastSuperAdmin(id, false, (repos) =>
        repos.admins.update(id, { status: 'disabled', disabledAt: new Date() }),
      );
      const ended = await sessions.revokeAllForAdmin(id);
      noteAudit({
        targetType: 'staff',
        targetId: id,
        before: { status: before.status },
        after: { status: 'disabled' },
        detail: { sessionsEnded: ended },
      });
      return toStaffMember({
        ...updated!,
        twoFactorEnabled: await twoFactor.isEnabled({ kind: 'admin', adminId: id }),
      });
    },

    async enable(id: string) {
      const before = await findStaff(id);
      const updated = await data.repos.admins.update(id, { status: 'active', disabledAt: null });
      noteAudit({
        targetType: 'staff',
        targetId: id,
        before: { status: before.status },
        after: { status: 'active' },
      });
      return toStaffMember({
        ...updated!,
        twoFactorEnabled: await twoFactor.isEnabled({ kind: 'admin', adminId: id }),
      });
    },

    /** A lost device: removes their authenticator and ends their sessions; they enrol again. */
    async resetTwoFactor(id: string) {
      await findStaff(id);
      const wasOn = await twoFactor.disable({ kind: 'admin', adminId: id }, 'two-factor.reset');
      if (!wasOn) throw badRequest('This staff member has no two-factor sign-in to reset');
      await sessions.revokeAllForAdmin(id);
      return { success: true as const, message: 'Two-factor sign-in reset' };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
