import { z } from 'zod';

import { languageSchema } from '../language';

import { STAFF_ROLES } from './roles';

export const STAFF_MESSAGES = {
  lastSuperAdmin: 'There must always be at least one active super admin',
  notYourself: 'You cannot disable your own account',
  inviteInvalid: 'This invitation is invalid, has expired or was already used',
  emailTaken: 'A staff member with this e-mail already exists',
  inviteSent: 'Invitation sent',
  rolesRequired: 'Choose at least one role',
} as const;

export const staffRoleSchema = z.enum(STAFF_ROLES, { message: 'Unknown role' });

export const staffRolesSchema = z
  .array(staffRoleSchema)
  .min(1, STAFF_MESSAGES.rolesRequired)
  .max(STAFF_ROLES.length)
  .transform((roles) => [...new Set(roles)]);

export const staffMemberSchema = z.object({
  _id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(staffRoleSchema),
  status: z.enum(['active', 'disabled']),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(staffRoleSchema),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const inviteStaffInputSchema = z.object({
  email: z.email('Please enter a valid email address').max(254),
  fullName: z
    .string()
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(100, 'Full name must be at most 100 characters'),
  roles: staffRolesSchema,
  /** The language of the invitation mail and of the new account (older clients: English). */
  language: languageSchema.optional().default('en'),
});
export type InviteStaffInput = z.output<typeof inviteStaffInputSchema>;

export const updateStaffRolesInputSchema = z.object({ roles: staffRolesSchema });
export type UpdateStaffRolesInput = z.infer<typeof updateStaffRolesInputSchema>;

/** What the invitation page shows before the invitee chooses a username and password. */
export const invitationSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  roles: z.array(staffRoleSchema),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
