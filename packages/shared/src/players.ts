import { z } from 'zod';

import { USERNAME_PATTERN } from './admins';
import { ageFromIc, dateOfBirthFromIc } from './birth-date';
import { isCompleteIcNumber, normalizeIcNumber } from './ic-number';

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

// ── Age filters (admin player list, spec §2) ──────────────────────────────────────────────────

export const AGE_FILTER_VALUES = ['under-18', '18-30', '31-45', '46-60', 'over-60'] as const;
export const ageFilterSchema = z.enum(AGE_FILTER_VALUES);
export type AgeFilter = z.infer<typeof ageFilterSchema>;

/** Each band with its label and inclusive whole-year bounds (maxAge null: no upper bound). */
export const AGE_FILTERS: readonly {
  value: AgeFilter;
  label: string;
  minAge: number;
  maxAge: number | null;
}[] = [
  { value: 'under-18', label: 'Under 18', minAge: 0, maxAge: 17 },
  { value: '18-30', label: '18-30', minAge: 18, maxAge: 30 },
  { value: '31-45', label: '31-45', minAge: 31, maxAge: 45 },
  { value: '46-60', label: '46-60', minAge: 46, maxAge: 60 },
  { value: 'over-60', label: 'Over 60', minAge: 61, maxAge: null },
];

/** 'all' matches every player; a band never matches an unknown age. */
export function ageMatchesFilter(
  age: number | null | undefined,
  filter: AgeFilter | 'all',
): boolean {
  if (filter === 'all') return true;
  const band = AGE_FILTERS.find((f) => f.value === filter);
  if (!band || age === null || age === undefined || Number.isNaN(age)) return false;
  // `< maxAge + 1` keeps a fractional age (17.5) in the band of its whole years.
  return age >= band.minAge && (band.maxAge === null || age < band.maxAge + 1);
}

// ── Skill level (spec §3) ─────────────────────────────────────────────────────────────────────

export const SKILL_LEVELS = [
  'Beginner',
  'Novice',
  'Intermediate',
  'Intermediate+',
  'Advanced',
  'Advanced+',
  'Elite',
] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** Upper limits (exclusive). They are exact binary fractions, so `<` is exact for any double. */
const SKILL_BANDS: readonly (readonly [below: number, level: SkillLevel])[] = [
  [2.5, 'Novice'],
  [3, 'Intermediate'],
  [3.5, 'Intermediate+'],
  [4, 'Advanced'],
  [4.5, 'Advanced+'],
];

/** 0 or no rating → Beginner; 0.001–2.499 Novice; … 4.5 and above Elite. */
export function skillLevelFromDupr(rating: number | null | undefined): SkillLevel {
  if (rating === null || rating === undefined || Number.isNaN(rating) || rating <= 0) {
    return 'Beginner';
  }
  return SKILL_BANDS.find(([below]) => rating < below)?.[1] ?? 'Elite';
}

// ── Field schemas ─────────────────────────────────────────────────────────────────────────────

/**
 * Trimmed, non-empty text: an empty value gets only '<label> is required'. The later rules sit
 * behind a pipe rather than `abort: true`, which would also stop the cross-field refinements.
 */
const requiredText = (
  label: string,
  max: number,
  rules: (text: z.ZodString) => z.ZodString = (text) => text,
) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .pipe(rules(z.string().max(max, `${label} must be at most ${max} characters`)));

/** Optional text: null, absent and blank all become undefined. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).optional());

const DECIMAL_PATTERN = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** Multipart sends numbers as strings; blank means no value, a non-number becomes NaN. */
function toOptionalNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || typeof value === 'number') return value ?? undefined;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL_PATTERN.test(text) ? Number(text) : Number.NaN;
}

/** At most 3 decimals, tolerant of binary noise (3.123 * 1000 = 3122.9999999999995). */
const hasAtMostThreeDecimals = (x: number) => Math.abs(x * 1000 - Math.round(x * 1000)) < 1e-9;

const DUPR_RANGE_MESSAGE = `DUPR rating must be between ${DUPR_RATING_MIN} and ${DUPR_RATING_MAX}`;

/** 0–8 in steps of 0.001; numbers or numeric strings; blank/null → undefined. */
export const duprRatingSchema = z
  .union([z.number(), z.string(), z.null()], { error: 'DUPR rating must be a number' })
  .optional()
  .transform(toOptionalNumber)
  .pipe(
    z
      .number({ error: 'DUPR rating must be a number' })
      .min(DUPR_RATING_MIN, DUPR_RANGE_MESSAGE)
      .max(DUPR_RATING_MAX, DUPR_RANGE_MESSAGE)
      .refine(hasAtMostThreeDecimals, 'DUPR rating can have at most 3 decimal places')
      .transform((x) => Math.round(x * 1000) / 1000)
      .optional(),
  );

export const duprIdSchema = optionalText('DUPR ID', DUPR_ID_MAX_LENGTH);

const emailSchema = requiredText('Email', 254).pipe(z.email('Please enter a valid email address'));

/** Malaysian-friendly: digits, spaces, hyphens and a leading +, 7–20 characters, ≥ 7 digits. */
const isPhoneNumber = (v: string) =>
  /^\+?[\d\s-]{7,20}$/.test(v) && v.length <= 20 && v.replace(/\D/g, '').length >= 7;
const phoneNumberSchema = requiredText('Phone number', 20).refine(
  isPhoneNumber,
  'Please enter a valid phone number',
);

const usernameSchema = requiredText('Username', 30, (text) =>
  text
    .min(3, 'Username must be at least 3 characters')
    .regex(
      USERNAME_PATTERN,
      'Username may contain only letters, digits, dots, dashes and underscores',
    ),
);

/** Not trimmed: spaces are part of a password. */
const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .pipe(
    z
      .string()
      .min(8, 'Password must be at least 8 characters')
      .max(128, 'Password must be at most 128 characters'),
  );

/** True for a checked checkbox: boolean true, or the multipart strings 'true' / 'on'. */
const isCheckedValue = (v: boolean | string | null | undefined) =>
  v === true || (typeof v === 'string' && ['true', 'on'].includes(v.trim().toLowerCase()));

const checkboxSchema = z.union([z.boolean(), z.string()]).nullish().transform(isCheckedValue);

const TERMS_MESSAGE = 'Please accept the terms and privacy policy!';
const termsAcceptedSchema = z
  .union([z.boolean(), z.string()], { error: TERMS_MESSAGE })
  .nullish()
  .transform(isCheckedValue)
  .pipe(z.literal(true, { error: TERMS_MESSAGE }));

/** Fields the player fills in on registration and in the profile editor. */
const profileFields = {
  fullName: requiredText('Full name', 150),
  email: emailSchema,
  phoneNumber: phoneNumberSchema,
  gender: genderSchema,
  addressLine1: requiredText('Address', 200),
  addressLine2: optionalText('Address line 2', 200),
  city: requiredText('City', 100),
  state: malaysianStateSchema,
  duprId: duprIdSchema,
  duprRating: duprRatingSchema,
};

// ── Registration (spec §5) ────────────────────────────────────────────────────────────────────

const IC_MESSAGE = 'Please enter a valid 12-digit IC number';

/** A refinement's `when`: run only if the object parsed and the named fields have no issues. */
const whenFieldsValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    payload.issues.every((i) => i.path?.[0] !== undefined && !fields.includes(String(i.path[0])));

/** Registration input; `now` is injectable because the age rules depend on today's date. */
export function createRegisterPlayerInputSchema(now: () => Date = () => new Date()) {
  const icNumberSchema = requiredText('IC number', 20)
    .refine((v) => isCompleteIcNumber(v) && dateOfBirthFromIc(v, now()) !== null, IC_MESSAGE)
    .transform(normalizeIcNumber)
    .refine(
      (ic) => (ageFromIc(ic, now()) ?? 0) >= MIN_REGISTRATION_AGE,
      `You must be at least ${MIN_REGISTRATION_AGE} years old to register`,
    );

  return z
    .object({
      ...profileFields,
      icNumber: icNumberSchema,
      username: usernameSchema,
      password: passwordSchema,
      // Optional: older clients do not send it. When sent it must match.
      confirmPassword: z
        .string()
        .nullish()
        .transform((v) => v ?? undefined),
      termsAccepted: termsAcceptedSchema,
      guardianConsent: checkboxSchema,
    })
    .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
      message: 'Passwords do not match!',
      path: ['confirmPassword'],
      when: whenFieldsValid('password', 'confirmPassword'),
    })
    .refine(
      (v) => v.guardianConsent || (ageFromIc(v.icNumber, now()) ?? 0) > GUARDIAN_CONSENT_MAX_AGE,
      {
        message: 'Players under 18 need the consent of a parent or guardian',
        path: ['guardianConsent'],
        when: whenFieldsValid('icNumber', 'guardianConsent'),
      },
    );
}

export const registerPlayerInputSchema = createRegisterPlayerInputSchema();
export type RegisterPlayerInput = z.output<typeof registerPlayerInputSchema>;

// ── Profile edits ─────────────────────────────────────────────────────────────────────────────

/**
 * A player editing their own profile (the whole form is sent). Status, playerId and icNumber
 * are not editable and are stripped if sent. An absent duprId/duprRating/addressLine2 means
 * "none": the service should store null.
 */
export const updatePlayerProfileInputSchema = z.object(profileFields);
export type UpdatePlayerProfileInput = z.output<typeof updatePlayerProfileInputSchema>;

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

// ── Wire records (api-compat.md) ──────────────────────────────────────────────────────────────

/**
 * The player record sent to its owner or an admin; never a password. `icNumber` is the 12
 * digits for admins and masked (maskIcNumber) for everyone else. `membershipType` stays a
 * free string so records with other membership names still serialise.
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
  createdAt: z.string(),
  updatedAt: z.string(),
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
    })
    .extend({ id: z.string() }),
});
export type PlayerLoginResult = z.infer<typeof playerLoginResultSchema>;
