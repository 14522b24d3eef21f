import { z } from 'zod';

import { ageFromIc, dateOfBirthFromIc } from '../birth-date';
import { isCompleteIcNumber, normalizeIcNumber } from '../ic-number';
import { languageSchema } from '../language';

import { GUARDIAN_CONSENT_MAX_AGE, MIN_REGISTRATION_AGE } from './constants';
import {
  checkboxSchema,
  passwordSchema,
  profileFields,
  requiredText,
  termsAcceptedSchema,
  usernameSchema,
} from './fields';
import { GUARDIAN_MESSAGES, guardianFields, guardianIssues } from './guardian';

// ── Registration (spec §5) ────────────────────────────────────────────────────────────────────

const IC_MESSAGE = 'Please enter a valid 12-digit IC number';

/** Each problem a minor's guardian details can have, by field (see `guardianIssues`). */
const GUARDIAN_CHECKS = [
  ['parentGuardianName', GUARDIAN_MESSAGES.nameRequired],
  ['parentGuardianName', GUARDIAN_MESSAGES.nameTooLong],
  ['parentGuardianIcNumber', GUARDIAN_MESSAGES.icRequired],
  ['parentGuardianIcNumber', GUARDIAN_MESSAGES.icOwn],
  ['parentGuardianIcNumber', GUARDIAN_MESSAGES.icAdult],
  ['parentGuardianContact', GUARDIAN_MESSAGES.contactRequired],
] as const;

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

  const schema = z
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
      /** The previous frontend's name for the same consent (api-compat): either one counts. */
      parentalConsent: checkboxSchema,
      /** A minor's parent or guardian: name, IC number (sealed when stored) and phone. */
      ...guardianFields,
      /** Association news in the inbox: off unless ticked (older clients do not send it). */
      newsOptIn: checkboxSchema,
      /** The language the player reads: the page they registered on (older clients: English). */
      language: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        languageSchema.optional().transform((value) => value ?? 'en'),
      ),
    })
    .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
      message: 'Passwords do not match!',
      path: ['confirmPassword'],
      when: whenFieldsValid('password', 'confirmPassword'),
    })
    .refine(
      (v) =>
        v.guardianConsent ||
        v.parentalConsent ||
        (ageFromIc(v.icNumber, now()) ?? 0) > GUARDIAN_CONSENT_MAX_AGE,
      {
        message: GUARDIAN_MESSAGES.consent,
        path: ['guardianConsent'],
        when: whenFieldsValid('icNumber', 'guardianConsent', 'parentalConsent'),
      },
    );
  // A minor names the parent or guardian who consents (both forms ask for them): each problem
  // on its field, checked as soon as the IC number (the age) and that field can be read.
  let withGuardian = schema;
  for (const [path, message] of GUARDIAN_CHECKS)
    withGuardian = withGuardian.refine(
      (v) =>
        (ageFromIc(v.icNumber, now()) ?? 0) > GUARDIAN_CONSENT_MAX_AGE ||
        !guardianIssues(v, v.icNumber, now()).some(
          (issue) => issue.path === path && issue.message === message,
        ),
      { message, path: [path], when: whenFieldsValid('icNumber', path) },
    );
  return withGuardian;
}

/** The guardian a registration names: for a minor only (an adult's is not kept). */
export function registeredGuardian(input: RegisterPlayerInput, now: Date = new Date()) {
  if ((ageFromIc(input.icNumber, now) ?? 0) > GUARDIAN_CONSENT_MAX_AGE) return null;
  return {
    name: input.parentGuardianName,
    icNumber: normalizeIcNumber(input.parentGuardianIcNumber),
    contact: input.parentGuardianContact,
  };
}

export const registerPlayerInputSchema = createRegisterPlayerInputSchema();
export type RegisterPlayerInput = z.output<typeof registerPlayerInputSchema>;

/**
 * A registration that clashes with an existing account: 400 with one of these as `error` and no
 * `details` (api-compat; the previous frontend reads `details` as the other player's member ID
 * and name, which are never sent). The web form puts them on their fields.
 */
export const REGISTRATION_CONFLICT_MESSAGES = {
  icNumber: 'IC number already registered',
  email: 'Email already registered',
  username: 'Username already taken',
} as const;

// ── IC number availability ────────────────────────────────────────────────────────────────────

/**
 * The registration form's "is this IC number free?" check, in a POST body so the number never
 * appears in a URL (URLs end up in logs). Any text is accepted: a malformed IC gets the same
 * `{ exists: false }` as an unregistered one.
 */
export const checkIcNumberInputSchema = z.object({
  icNumber: z
    .string({ error: 'IC number is required' })
    .max(200, 'Please enter a valid 12-digit IC number'),
});
export type CheckIcNumberInput = z.output<typeof checkIcNumberInputSchema>;

export const checkIcNumberResultSchema = z.object({ exists: z.boolean() });
export type CheckIcNumberResult = z.output<typeof checkIcNumberResultSchema>;
