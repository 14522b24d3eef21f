import type { Admin } from '@app/shared/admins';
import type { StaffInvite, StaffMember } from '@app/shared/staff';

import type { AdminRow, StaffInviteRow } from '../../db/schema/index';

export function toAdmin(
  row: AdminRow,
  security: { twoFactorEnabled: boolean; twoFactorRequired: boolean; mustEnrolTwoFactor: boolean },
): Admin {
  return {
    _id: row.id,
    username: row.username,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    fullName: row.fullName,
    email: row.email,
    roles: row.roles,
    language: row.language,
    ...security,
  };
}

export function toStaffMember(row: AdminRow & { twoFactorEnabled: boolean }): StaffMember {
  return {
    _id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    roles: row.roles,
    status: row.status,
    twoFactorEnabled: row.twoFactorEnabled,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toStaffInvite(row: StaffInviteRow & { invitedByName: string | null }): StaffInvite {
  return {
    _id: row.id,
    email: row.email,
    fullName: row.fullName,
    roles: row.roles,
    invitedBy: row.invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
