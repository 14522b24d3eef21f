import { z } from 'zod';

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
});
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResultSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  admin: adminSchema,
});
export type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;

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
