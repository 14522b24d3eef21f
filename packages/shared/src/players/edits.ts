import { z } from 'zod';

import { DUPR_ID_MAX_LENGTH, genderSchema, playerStatusSchema } from './constants';
import { duprRatingSchema, passwordSchema, profileFields } from './fields';

// ── Profile edits ─────────────────────────────────────────────────────────────────────────────

/**
 * The whole profile as staff edit it (and registration fills it). Status, playerId and icNumber
 * are not editable and are stripped if sent. An absent duprId/duprRating/addressLine2 means
 * "none": the service should store null.
 */
export const updatePlayerProfileInputSchema = z.object(profileFields);
export type UpdatePlayerProfileInput = z.output<typeof updatePlayerProfileInputSchema>;

/**
 * A player's own edit is refused for what decides who they are and which divisions they may
 * enter: those change through "Correct my data", which a membership officer reviews (audited).
 */
export const PROFILE_MESSAGES = {
  nameChecked:
    'Your name is checked by the association and cannot be changed here. Ask for a change with "Correct my data" in the Privacy & data tab.',
  genderChecked:
    'Your gender is checked by the association and cannot be changed here. Ask for a change with "Correct my data" in the Privacy & data tab.',
  ratingChecked:
    'Your DUPR rating is checked by the association and cannot be changed here. Ask for a change with "Correct my data" in the Privacy & data tab.',
  birthChecked:
    'Your IC number and date of birth are checked by the association and cannot be changed here. Ask for a change with "Correct my data" in the Privacy & data tab.',
} as const;

export const PROFILE_MESSAGES_MS: Record<string, string> = {
  [PROFILE_MESSAGES.genderChecked]:
    'Jantina anda disemak oleh persatuan dan tidak boleh diubah di sini. Minta perubahan dengan "Betulkan data saya" di tab Privasi & data.',
  [PROFILE_MESSAGES.ratingChecked]:
    'Penarafan DUPR anda disemak oleh persatuan dan tidak boleh diubah di sini. Minta perubahan dengan "Betulkan data saya" di tab Privasi & data.',
  [PROFILE_MESSAGES.birthChecked]:
    'Nombor kad pengenalan dan tarikh lahir anda disemak oleh persatuan dan tidak boleh diubah di sini. Minta perubahan dengan "Betulkan data saya" di tab Privasi & data.',
};

/** Optional text a form may clear: absent stays absent (unchanged); blank or null is null. */
const clearableText = (label: string, max: number) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable().optional());

/**
 * The portal's profile form: contact details and the DUPR ID. Name, gender, IC number, date of
 * birth and DUPR rating are shown read-only beside it. A blank optional field is sent as null.
 */
export const ownProfileFormSchema = z.object({
  email: profileFields.email,
  phoneNumber: profileFields.phoneNumber,
  addressLine1: profileFields.addressLine1,
  addressLine2: clearableText('Address line 2', 200),
  city: profileFields.city,
  state: profileFields.state,
  duprId: clearableText('DUPR ID', DUPR_ID_MAX_LENGTH),
});
export type OwnProfileForm = z.output<typeof ownProfileFormSchema>;

/**
 * What the server takes from a player's own edit (`PATCH /api/players/{id}`): any part of the
 * profile form, a field left out staying as it is (the previous frontend sends no gender). The
 * checked facts may be sent back unchanged (older forms do); a different name, gender, DUPR
 * rating, IC number or date of birth is refused with its `PROFILE_MESSAGES` entry.
 */
export const ownProfileInputSchema = ownProfileFormSchema.partial().extend({
  fullName: z.string().max(1000).optional(),
  gender: genderSchema.optional(),
  duprRating: duprRatingSchema,
  icNumber: z.string().max(200).optional(),
  dateOfBirth: z.string().max(200).optional(),
});
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
