import { z } from 'zod';

import { programSchema } from './content';
import { refundRuleSchema } from './payments/schemas';

// Enrolling in courses and clinics (issue 18): places, the waitlist with claim windows, doubles
// pairs, cancellation cut-offs and who may enrol.

/** A member ID as printed on the card: 'MPA001234' (any letter case on input). */
export const memberIdInputSchema = z
  .string({ error: "Enter your partner's member ID" })
  .trim()
  .toUpperCase()
  .regex(/^MPA\d{6}$/, "Enter your partner's member ID, e.g. MPA001234");

/** `POST /api/<kind>s/:id/enroll` and `…/waitlist/claim`: a doubles entry names the partner. */
export const enrolInputSchema = z
  .object({
    partnerMemberId: memberIdInputSchema.optional(),
    /** Paid online: one checkout per attempt (a double click sends the same key). */
    idempotencyKey: z
      .string({ message: 'idempotencyKey must be 8 to 100 characters' })
      .min(8, 'idempotencyKey must be 8 to 100 characters')
      .max(100, 'idempotencyKey must be 8 to 100 characters')
      .optional(),
  })
  .nullish()
  .transform((value) => value ?? {});
export type EnrolInput = z.output<typeof enrolInputSchema>;

/**
 * The answer to enrolling or claiming an offer: the programme as it now stands and, when the
 * fee is paid online, the held place (until `holdExpiresAt`) and the gateway's page to pay on.
 */
export const enrolResultSchema = programSchema.extend({
  /** `awaiting_payment` while the place is held for the checkout; absent: as before. */
  enrolmentStatus: z.enum(['confirmed', 'awaiting_partner', 'awaiting_payment']).optional(),
  holdExpiresAt: z.string().optional(),
  orderId: z.string().optional(),
  checkoutUrl: z.string().optional(),
});
export type EnrolResult = z.infer<typeof enrolResultSchema>;

/**
 * The answer to withdrawing: the programme, and for a place paid online what is refunded
 * under the fee's rule (0 when nothing is, or refunds are not made here yet).
 */
export const withdrawResultSchema = programSchema.extend({
  refund: z
    .object({
      amountSen: z.number().int(),
      paidSen: z.number().int(),
      rule: refundRuleSchema,
      ruleText: z.string(),
      ruleTextMs: z.string(),
    })
    .optional(),
});
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

/** Hours an offered place (or a partner's confirmation) waits by default. */
export const DEFAULT_CLAIM_WINDOW_HOURS = 24;
export const MIN_CLAIM_WINDOW_HOURS = 1;
export const MAX_CLAIM_WINDOW_HOURS = 168;

/**
 * Where the signed-in player stands with one course or clinic:
 * - enrolled: holds a place (with a partner, confirmed);
 * - awaiting_partner: entered a pair; the partner has until `partnerDeadline` to confirm;
 * - partner_request: named as someone's partner, to confirm or decline;
 * - waitlisted: in the queue at `position` (1 = next);
 * - offered: a place is held for them until `offerExpiresAt`;
 * - awaiting_payment: the place is held for the online payment until `holdExpiresAt` (its
 *   order is `orderId`: "Pay now" resumes its checkout).
 */
export const MY_PROGRAM_STATUSES = [
  'enrolled',
  'awaiting_partner',
  'partner_request',
  'waitlisted',
  'offered',
  'awaiting_payment',
] as const;
export type MyProgramStatus = (typeof MY_PROGRAM_STATUSES)[number];

export const myProgramSchema = z.object({
  program: programSchema.extend({ kind: z.enum(['course', 'clinic']) }),
  status: z.enum(MY_PROGRAM_STATUSES),
  position: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
  partnerName: z.string().nullable(),
  partnerMemberId: z.string().nullable(),
  partnerDeadline: z.string().nullable(),
  /** The last day the player may cancel ('YYYY-MM-DD'), or null when they cannot any more. */
  cancelUntil: z.string().nullable(),
  /** When the player joined (enrolled or queued). */
  since: z.string(),
  /** A paid course or clinic: when staff recorded the payment (older servers: absent). */
  paidAt: z.string().nullable().optional(),
  /** Paid online: the order, and until when an unpaid place is held (older servers: absent). */
  orderId: z.string().nullable().optional(),
  holdExpiresAt: z.string().nullable().optional(),
  /**
   * Awaiting payment: the bank (FPX) has the payment and its answer is awaited, so the place
   * stays held past its time and there is nothing to pay now (older servers: absent).
   */
  paymentProcessing: z.boolean().optional(),
});
export type MyProgram = z.infer<typeof myProgramSchema>;

/** A place in a course or clinic, as staff see it (who, since when, paid or not). */
export const participantSchema = z.object({
  playerId: z.string(),
  memberId: z.string(),
  fullName: z.string(),
  status: z.enum(['confirmed', 'awaiting_partner', 'awaiting_payment']),
  since: z.string(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

/** Staff record a player's payment (a transfer's reference or a receipt number, if any). */
export const recordProgramPaymentInputSchema = z.object({
  reference: z.string().trim().max(100, 'Reference must be at most 100 characters').optional(),
});
export type RecordProgramPaymentInput = z.infer<typeof recordProgramPaymentInputSchema>;

/** The answer to joining the waitlist. */
export const waitlistPositionSchema = z.object({ position: z.number().int() });

/** `GET /api/players/me/statistics`: courses and clinics attended, and skill level over time. */
export const playerStatisticsSchema = z.object({
  years: z.array(z.object({ year: z.number(), courses: z.number(), clinics: z.number() })),
  totals: z.object({ courses: z.number(), clinics: z.number(), upcoming: z.number() }),
  /** Each change of skill level (from the DUPR rating), oldest first; the last is current. */
  skill: z.array(z.object({ level: z.string(), rating: z.number(), since: z.string() })),
});
export type PlayerStatistics = z.infer<typeof playerStatisticsSchema>;
