import { z } from 'zod';

import { playerStatusSchema } from './constants';
import { passwordSchema, profileFields } from './fields';

// ── Profile edits ─────────────────────────────────────────────────────────────────────────────

/**
 * A player editing their own profile (the whole form is sent). Status, playerId and icNumber
 * are not editable and are stripped if sent. An absent duprId/duprRating/addressLine2 means
 * "none": the service should store null.
 */
export const updatePlayerProfileInputSchema = z.object(profileFields);
export type UpdatePlayerProfileInput = z.output<typeof updatePlayerProfileInputSchema>;

export const PROFILE_MESSAGES = {
  nameChecked:
    'Your name is checked by the association and cannot be changed here. Ask for a change with "Correct my data" in the Privacy & data tab.',
} as const;

/**
 * What the server takes from a player's own edit: the profile form, where the name may be left
 * out. A name sent must be the one on file (old forms send it back); a different one is refused
 * with `PROFILE_MESSAGES.nameChecked`, since names change only by a correction request or staff.
 */
export const ownProfileInputSchema = updatePlayerProfileInputSchema.partial({ fullName: true });
export type OwnProfileInput = z.output<typeof ownProfileInputSchema>;

/** The admin edit form: the profile fields plus status. The IC number is shown, not edited. */
export const adminUpdatePlayerInputSchema = updatePlayerProfileInputSchema.extend({
  status: playerStatusSchema,
});
export type AdminUpdatePlayerInput = z.output<typeof adminUpdatePlayerInputSchema>;

/** The admin's Suspend action and other status-only PATCHes send just `{ status }`. */
export const updatePlayerStatusInputSchema = z.object({ status: playerStatusSchema });
export type UpdatePlayerStatusInput = z.output<typeof updatePlayerStatusInputSchema>;

// ── Login ─────────────────────────────────────────────────────────────────────────────────────

export const playerLoginInputSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(200),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type PlayerLoginInput = z.output<typeof playerLoginInputSchema>;

/** A player changes their own password in the portal: the current one first. */
export const changePlayerPasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ message: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1024),
    newPassword: passwordSchema,
    confirmPassword: z.string().max(1024).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePlayerPasswordInput = z.infer<typeof changePlayerPasswordInputSchema>;
