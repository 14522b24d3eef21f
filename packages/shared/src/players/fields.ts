import { z } from 'zod';

import { USERNAME_PATTERN } from '../admins';

import {
  DUPR_ID_MAX_LENGTH,
  DUPR_RATING_MAX,
  DUPR_RATING_MIN,
  genderSchema,
  malaysianStateSchema,
} from './constants';

// ── Field schemas ─────────────────────────────────────────────────────────────────────────────

/**
 * Trimmed, non-empty text: an empty value gets only '<label> is required'. The later rules sit
 * behind a pipe rather than `abort: true`, which would also stop the cross-field refinements.
 */
export const requiredText = (
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

export const usernameSchema = requiredText('Username', 30, (text) =>
  text
    .min(3, 'Username must be at least 3 characters')
    .regex(
      USERNAME_PATTERN,
      'Username may contain only letters, digits, dots, dashes and underscores',
    ),
);

/** Not trimmed: spaces are part of a password. */
export const passwordSchema = z
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

export const checkboxSchema = z
  .union([z.boolean(), z.string()])
  .nullish()
  .transform(isCheckedValue);

const TERMS_MESSAGE = 'Please accept the terms and privacy policy!';
export const termsAcceptedSchema = z
  .union([z.boolean(), z.string()], { error: TERMS_MESSAGE })
  .nullish()
  .transform(isCheckedValue)
  .pipe(z.literal(true, { error: TERMS_MESSAGE }));

/** Fields the player fills in on registration and in the profile editor. */
export const profileFields = {
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
