import { z } from 'zod';

import { LOCALES } from '../locale';
import { MEMBERSHIP_STATUSES } from '../membership/status';
import { twoFactorChallengeSchema } from '../security/two-factor';

import { genderSchema, malaysianStateSchema, playerStatusSchema } from './constants';

// ── Wire records (api-compat.md) ──────────────────────────────────────────────────────────────

/**
 * The player record sent to its owner or an admin; never a password. `icNumber` is always
 * masked ('******-**-1234'): the full number is its own request (`icNumberRevealSchema`).
 * `membershipType` stays a free string so records with other membership names still serialise.
 */
export const playerSchema = z.object({
  _id: z.string(),
  playerId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  gender: genderSchema,
  icNumber: z.string(),
  age: z.number().int().nullable(),
  dateOfBirth: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: malaysianStateSchema,
  username: z.string(),
  profilePicture: z.string().nullable(),
  status: playerStatusSchema,
  duprId: z.string().nullable(),
  duprRating: z.number().nullable(),
  membershipType: z.string(),
  /** The language the player reads (older servers: English). */
  language: z.enum(LOCALES).default('en'),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** In the staff players list only: membership status today and the latest term's last day. */
  membershipStatus: z.enum(MEMBERSHIP_STATUSES).optional(),
  membershipExpiresOn: z.string().nullable().optional(),
});
export type Player = z.infer<typeof playerSchema>;

export const playerLoginResultSchema = z.object({
  token: z.string(),
  player: playerSchema
    .pick({
      playerId: true,
      fullName: true,
      email: true,
      username: true,
      profilePicture: true,
      status: true,
      phoneNumber: true,
      gender: true,
      city: true,
      state: true,
      language: true,
    })
    .extend({ id: z.string() }),
});
export type PlayerLoginResult = z.infer<typeof playerLoginResultSchema>;

/** A right password signs in, or (with two-factor on) asks for a code first. */
export const playerLoginAnswerSchema = z.union([playerLoginResultSchema, twoFactorChallengeSchema]);
export type PlayerLoginAnswer = z.infer<typeof playerLoginAnswerSchema>;

/** `POST /api/players/:id/ic-number/reveal`: the owner's "show", or a staff reveal (audited). */
export const icNumberRevealSchema = z.object({ icNumber: z.string() });
export type IcNumberReveal = z.infer<typeof icNumberRevealSchema>;
