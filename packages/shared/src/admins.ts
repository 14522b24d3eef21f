import { z } from 'zod';

import { LOCALES } from './locale';
import { twoFactorChallengeSchema } from './security/two-factor';
import { staffRoleSchema } from './staff/schemas';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(USERNAME_PATTERN, 'Username may contain letters, digits, dots, dashes and underscores');

export const adminLoginInputSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(200),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type AdminLoginInput = z.infer<typeof adminLoginInputSchema>;

export const adminSchema = z.object({
  _id: z.string(),
  username: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(staffRoleSchema),
  twoFactorEnabled: z.boolean(),
  /** The roles (or the all-staff setting) oblige this person to use two-factor sign-in. */
  twoFactorRequired: z.boolean(),
  /** True until a person who must use two-factor has set it up: only set-up is allowed. */
  mustEnrolTwoFactor: z.boolean(),
  /** The language the staff member reads (older servers: English). */
  language: z.enum(LOCALES).default('en'),
});
export type Admin = z.infer<typeof adminSchema>;

export const adminSignedInSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  admin: adminSchema,
});
export type AdminSignedIn = z.infer<typeof adminSignedInSchema>;

/** A right password signs in, or (with two-factor on) asks for a code first. */
export const adminLoginResultSchema = z.union([adminSignedInSchema, twoFactorChallengeSchema]);
export type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;

/** An invitee's own username and password (e-mail, name and roles come from the invitation). */
export const acceptInvitationInputSchema = z
  .object({
    token: z.string().min(1).max(200),
    username: usernameSchema,
    password: z
      .string()
      .min(
        ADMIN_PASSWORD_MIN_LENGTH,
        `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
      )
      .max(1024, 'Password is too long'),
    confirmPassword: z.string().max(1024).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

export const changeAdminUsernameInputSchema = z.object({
  username: usernameSchema,
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
});
export type ChangeAdminUsernameInput = z.infer<typeof changeAdminUsernameInputSchema>;

export const changeAdminPasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(1024),
    newPassword: z
      .string()
      .min(
        ADMIN_PASSWORD_MIN_LENGTH,
        `New password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
      )
      .max(1024, 'New password is too long'),
    confirmPassword: z.string().max(1024).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangeAdminPasswordInput = z.infer<typeof changeAdminPasswordInputSchema>;
