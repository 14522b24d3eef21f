import { z } from 'zod';

import { parseIsoDate } from './birth-date';
import {
  DESCRIPTION_MAX_LENGTH,
  PROGRAM_MAX_PARTICIPANTS,
  PROGRAM_MAX_PRICE,
  programStatusSchema,
  requiredDate,
  requiredText,
  SHORT_TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './content';
import { isPayableFee, LIMIT_MESSAGES } from './payments/limits';
import { REFUND_RULES } from './payments/schemas';
import { MALAYSIAN_STATES } from './players/constants';
import { SKILL_LEVELS } from './players/skill-level';
import { malayText } from './translations';

// Saving a course or clinic (staff): kept apart from the records, so pages that only read
// programmes (the home page) do not load the form's rules.

export const PROGRAM_MAX_CUTOFF_DAYS = 60;
export const PROGRAM_MIN_AGE = 5;
export const PROGRAM_MAX_AGE = 100;

/** Blank form text (or null) as null; anything else as it came. */
const blankAsNull = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

const optionalAge = (label: string) =>
  z.preprocess(
    (value) => {
      const v = blankAsNull(value);
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(PROGRAM_MIN_AGE, `${label} must be from ${PROGRAM_MIN_AGE} to ${PROGRAM_MAX_AGE}`)
      .max(PROGRAM_MAX_AGE, `${label} must be from ${PROGRAM_MIN_AGE} to ${PROGRAM_MAX_AGE}`)
      .nullable(),
  );

const optionalSkill = z.preprocess(
  blankAsNull,
  z.enum(SKILL_LEVELS, { error: 'Please select a skill level' }).nullable(),
);

/** Where, cancellation, doubles and eligibility: optional in a save (older clients omit them). */
const programRulesInput = {
  state: z.preprocess(
    blankAsNull,
    z.enum(MALAYSIAN_STATES, { error: 'Please select a state' }).nullable(),
  ),
  cancelCutoffDays: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      .number({ error: 'Cancellation cut-off must be a number of days' })
      .int('Cancellation cut-off must be a whole number of days')
      .min(0, `Cancellation cut-off must be from 0 to ${PROGRAM_MAX_CUTOFF_DAYS} days`)
      .max(
        PROGRAM_MAX_CUTOFF_DAYS,
        `Cancellation cut-off must be from 0 to ${PROGRAM_MAX_CUTOFF_DAYS} days`,
      ),
  ),
  doubles: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'Doubles must be true or false' }),
  ),
  minAge: optionalAge('Minimum age'),
  maxAge: optionalAge('Maximum age'),
  minSkill: optionalSkill,
  maxSkill: optionalSkill,
  // The fee's refund rule for self-service withdrawals: none, in full until a date, a share.
  refundRule: z.enum(REFUND_RULES, { error: 'Please select a refund rule' }),
  refundUntil: z.preprocess(
    blankAsNull,
    z
      .string({ error: 'Refund date must be a valid date' })
      .refine((value) => parseIsoDate(value) !== null, 'Refund date must be a valid date')
      .nullable(),
  ),
  refundPercent: z.preprocess(
    (value) => {
      const v = blankAsNull(value);
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z
      .number({ error: 'Refund share must be a number' })
      .int('Refund share must be a whole number')
      .min(1, 'Refund share must be from 1 to 100%')
      .max(100, 'Refund share must be from 1 to 100%')
      .nullable(),
  ),
};

/** A number sent as a number or as form text ('12', '49.90'); blank or absent → missing. */
const formNumber = (required: string, notNumber: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.trim() === ''
          ? undefined
          : Number(value.trim())
        : (value ?? undefined),
    z.number({
      error: (issue) => (issue.input === undefined ? required : notNumber),
    }),
  );

/** Whole cents: 49.9 and 49.90 pass, 49.999 does not (tolerant of binary fractions). */
const isWholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * `POST`/`PATCH /api/courses` and `/api/clinics` (JSON of the form). Every field is required;
 * maxParticipants a whole number ≥ 1, price ≥ 0 in steps of 0.01 (RM), status one of
 * PROGRAM_STATUSES. `enrolled` is not an input: if sent it is stripped.
 */
export const saveProgramInputSchema = z.object({
  title: requiredText('Title', TITLE_MAX_LENGTH),
  // Optional: older clients send no Malay text (a PATCH without it keeps what is stored).
  titleMs: malayText('Title', TITLE_MAX_LENGTH).optional(),
  description: requiredText('Description', DESCRIPTION_MAX_LENGTH),
  descriptionMs: malayText('Description', DESCRIPTION_MAX_LENGTH).optional(),
  date: requiredDate(),
  time: requiredText('Time', SHORT_TEXT_MAX_LENGTH),
  location: requiredText('Location', SHORT_TEXT_MAX_LENGTH),
  coach: requiredText('Coach', SHORT_TEXT_MAX_LENGTH),
  maxParticipants: formNumber(
    'Max participants is required',
    'Max participants must be a number',
  ).pipe(
    z
      .number()
      .int('Max participants must be a whole number')
      .min(1, 'Max participants must be at least 1')
      .max(
        PROGRAM_MAX_PARTICIPANTS,
        `Max participants must be at most ${PROGRAM_MAX_PARTICIPANTS}`,
      ),
  ),
  price: formNumber('Price is required', 'Price must be a number').pipe(
    z
      .number()
      .min(0, 'Price must be 0 or more')
      .max(PROGRAM_MAX_PRICE, `Price must be at most ${PROGRAM_MAX_PRICE}`)
      .refine(isWholeCents, 'Price must be in steps of 0.01')
      // Free, or an amount online payment can take (ADR 028).
      .refine((price) => price < 0 || isPayableFee(Math.round(price * 100)), LIMIT_MESSAGES.price),
  ),
  status: programStatusSchema,
  state: programRulesInput.state.optional(),
  cancelCutoffDays: programRulesInput.cancelCutoffDays.optional(),
  doubles: programRulesInput.doubles.optional(),
  minAge: programRulesInput.minAge.optional(),
  maxAge: programRulesInput.maxAge.optional(),
  minSkill: programRulesInput.minSkill.optional(),
  maxSkill: programRulesInput.maxSkill.optional(),
  refundRule: programRulesInput.refundRule.optional(),
  refundUntil: programRulesInput.refundUntil.optional(),
  refundPercent: programRulesInput.refundPercent.optional(),
});
export type SaveProgramInput = z.output<typeof saveProgramInputSchema>;

/** Bounds that contradict each other (checked on the merged record, so a PATCH cannot either). */
export function programRuleProblem(p: {
  minAge?: number | null | undefined;
  maxAge?: number | null | undefined;
  minSkill?: string | null | undefined;
  maxSkill?: string | null | undefined;
  refundRule?: string | null | undefined;
  refundUntil?: string | null | undefined;
  refundPercent?: number | null | undefined;
}): string | null {
  if (p.refundRule === 'until' && !p.refundUntil)
    return 'Enter the date until which the fee is refunded';
  if (p.refundRule === 'percentage' && p.refundPercent == null)
    return 'Enter the share of the fee that is refunded';
  if (p.minAge != null && p.maxAge != null && p.minAge > p.maxAge)
    return 'Minimum age must not be above the maximum age';
  const rank = (level: string | null | undefined) =>
    level == null ? -1 : (SKILL_LEVELS as readonly string[]).indexOf(level);
  if (p.minSkill != null && p.maxSkill != null && rank(p.minSkill) > rank(p.maxSkill))
    return 'Minimum skill level must not be above the maximum';
  return null;
}
