import { z } from 'zod';

// ── Constants ─────────────────────────────────────────────────────────────────────────────────

/** The 16 states and federal territories offered by the forms (spec §9), in this order. */
export const MALAYSIAN_STATES = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Kuala Lumpur',
  'Labuan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Penang',
  'Perak',
  'Perlis',
  'Putrajaya',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
] as const;
export const GENDERS = ['Male', 'Female'] as const;
export const PLAYER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const MEMBERSHIP_TYPES = ['Standard'] as const;
export const DEFAULT_MEMBERSHIP_TYPE = 'Standard' satisfies MembershipType;
export const MIN_REGISTRATION_AGE = 13;
/** Players up to this age need a parent's or guardian's consent to register. */
export const GUARDIAN_CONSENT_MAX_AGE = 17;
export const DUPR_RATING_MIN = 0;
export const DUPR_RATING_MAX = 8;
export const DUPR_RATING_STEP = 0.001;
export const DUPR_ID_MAX_LENGTH = 50;

export const malaysianStateSchema = z.enum(MALAYSIAN_STATES, { error: 'Please select a state' });
export type MalaysianState = z.infer<typeof malaysianStateSchema>;
export const genderSchema = z.enum(GENDERS, { error: 'Please select a gender' });
export type Gender = z.infer<typeof genderSchema>;
export const playerStatusSchema = z.enum(PLAYER_STATUSES, { error: 'Please select a status' });
export type PlayerStatus = z.infer<typeof playerStatusSchema>;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];
