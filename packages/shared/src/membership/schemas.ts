import { z } from 'zod';

import { parseIsoDate } from '../birth-date';
import { isPayableFee, LIMIT_MESSAGES, MAX_FEE_SEN } from '../payments/limits';
import { REFUND_RULES, refundRuleSchema } from '../payments/schemas';
import { formatMalaysiaDate } from '../relative-time';
import { malayText } from '../translations';

import { MEMBERSHIP_STATUSES } from './status';

// ── Membership types ──────────────────────────────────────────────────────────────────────────

export const AGE_BANDS = ['junior', 'adult', 'senior'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  junior: 'Junior (under 18)',
  adult: 'Adult (18 to 59)',
  senior: 'Senior (60 and over)',
};

/** The band a player's age falls in; an unknown age fits any band. */
export function ageBandOf(age: number | null): AgeBand | null {
  if (age === null) return null;
  if (age < 18) return 'junior';
  return age >= 60 ? 'senior' : 'adult';
}

export const DURATION_KINDS = ['months', 'calendar_year'] as const;
export type DurationKind = (typeof DURATION_KINDS)[number];

export const membershipTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The name in Bahasa Malaysia, '' until someone translates it. */
  nameMs: z.string().default(''),
  feeSen: z.number().int(),
  durationKind: z.enum(DURATION_KINDS),
  durationMonths: z.number().int().nullable(),
  ageBand: z.enum(AGE_BANDS),
  active: z.boolean(),
  /** Shown before paying; membership fees are non-refundable unless the type says so. */
  refundRule: refundRuleSchema.default({ rule: 'none', until: null, percent: null }),
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;

/** A fee's refund rule as staff set it: a date for 'until', a share for 'percentage'. */
export const refundRuleInputSchema = z
  .object({
    rule: z.enum(REFUND_RULES, { message: 'Choose a refund rule' }),
    until: z
      .string({ message: 'Refund date must be a valid date' })
      .refine((v) => parseIsoDate(v) !== null, 'Refund date must be a valid date')
      .nullable()
      .default(null),
    percent: z
      .number({ message: 'Refund share must be a number' })
      .int('Refund share must be a whole number')
      .min(1, 'Refund share must be from 1 to 100%')
      .max(100, 'Refund share must be from 1 to 100%')
      .nullable()
      .default(null),
  })
  .refine((r) => r.rule !== 'until' || r.until !== null, {
    message: 'Enter the last day a refund is given',
    path: ['until'],
  })
  .refine((r) => r.rule !== 'percentage' || r.percent !== null, {
    message: 'Enter the share refunded',
    path: ['percent'],
  })
  .transform((r) => ({
    rule: r.rule,
    until: r.rule === 'until' ? r.until : null,
    percent: r.rule === 'percentage' ? r.percent : null,
  }));

export const membershipTypeInputSchema = z
  .object({
    name: z
      .string({ message: 'Name is required' })
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(80, 'Name must be at most 80 characters'),
    /** Optional: a client that leaves it out keeps the stored Malay name. */
    nameMs: malayText('Name', 80).optional(),
    feeSen: z
      .number({ message: 'Fee must be an amount in RM' })
      .int('Fee must be a whole number of sen')
      .min(0, 'Fee cannot be negative')
      .max(MAX_FEE_SEN, 'Fee must be at most RM 100,000.00')
      // Free, or an amount online payment can take (ADR 028).
      .refine((fee) => fee < 0 || isPayableFee(fee), LIMIT_MESSAGES.fee),
    durationKind: z.enum(DURATION_KINDS, { message: 'Choose how long a term lasts' }),
    durationMonths: z
      .number({ message: 'Months must be a number' })
      .int('Months must be a whole number')
      .min(1, 'A term lasts at least 1 month')
      .max(60, 'A term lasts at most 60 months')
      .nullable()
      .optional(),
    ageBand: z.enum(AGE_BANDS, { message: 'Choose an age band' }),
    active: z.boolean({ message: 'Active must be true or false' }),
    /** Optional: a client that leaves it out keeps the stored rule (new types: none). */
    refundRule: refundRuleInputSchema.optional(),
  })
  .refine((t) => t.durationKind !== 'months' || typeof t.durationMonths === 'number', {
    message: 'Enter how many months a term lasts',
    path: ['durationMonths'],
  });
export type MembershipTypeInput = z.infer<typeof membershipTypeInputSchema>;

/** A term's length, as written on screens: '12 months' or 'To 31 December'. */
export function durationLabel(type: Pick<MembershipType, 'durationKind' | 'durationMonths'>) {
  if (type.durationKind === 'calendar_year') return 'To 31 December';
  return type.durationMonths === 1 ? '1 month' : `${type.durationMonths ?? 0} months`;
}

// ── Terms, payments and renewals ──────────────────────────────────────────────────────────────

export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'card', 'cheque', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  cheque: 'Cheque',
  online: 'Online payment',
};

export const membershipTermSchema = z.object({
  id: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  /** The type's name in Bahasa Malaysia ('' when it has none). */
  typeNameMs: z.string().default(''),
  startsOn: z.string(),
  expiresOn: z.string(),
  status: z.enum(['active', 'cancelled']),
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type MembershipTerm = z.infer<typeof membershipTermSchema>;

/** Money given back on a receipt: a gateway refund or the void of a staff-recorded payment. */
export const CREDIT_NOTE_KINDS = ['refund', 'void'] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

export const creditNoteSchema = z.object({
  /** CN-<year>-<6 digits>, its own gap-free sequence per year. */
  number: z.string(),
  kind: z.enum(CREDIT_NOTE_KINDS),
  amountSen: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  /**
   * A gateway refund that failed or was cancelled after the note was issued: nothing was given
   * back (the receipt's refundedSen no longer counts it). Null (or absent) when it went through;
   * failureReason is stored in English (see refundFailureReason in payments/refund-reasons).
   */
  failedAt: z.string().nullable().optional(),
  failureReason: z.string().nullable().optional(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const membershipPaymentSchema = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  amountSen: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  /**
   * Paid online: the method the gateway reported ('card', 'fpx', 'grabpay'…) and the card's
   * brand or the FPX bank (null until it says, and for staff-recorded payments). Optional in
   * the type so that documents can be made from a payment written by hand.
   */
  onlineMethod: z.string().nullable().optional(),
  onlineMethodDetail: z.string().nullable().optional(),
  reference: z.string(),
  paidOn: z.string(),
  typeName: z.string(),
  /**
   * The type's name in Bahasa Malaysia when paid ('' when it had none). The API always sends
   * it; optional in the type so that documents can be made from a payment written by hand.
   */
  typeNameMs: z.string().optional(),
  createdAt: z.string(),
  /** Who took the money: 'staff' (recorded by an officer, may be voided) or the gateway's id. */
  provider: z.string().default('staff'),
  /** Given back so far, in sen (refunds and the void). */
  refundedSen: z.number().int().default(0),
  /** A staff-recorded payment entered by mistake: voided, never deleted. */
  voided: z.boolean().default(false),
  creditNotes: z.array(creditNoteSchema).default([]),
});
export type MembershipPayment = z.infer<typeof membershipPaymentSchema>;

export const renewalRequestSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  memberId: z.string(),
  fullName: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  /** The type's name in Bahasa Malaysia ('' when it has none). */
  typeNameMs: z.string().default(''),
  feeSen: z.number().int(),
  /** What the player writes as the bank transfer's reference. */
  paymentReference: z.string(),
  status: z.enum(['pending', 'confirmed', 'cancelled']),
  createdAt: z.string(),
});
export type RenewalRequest = z.infer<typeof renewalRequestSchema>;

export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);

/** A player's membership as the portal and the officer's screen show it. */
export const membershipSummarySchema = z.object({
  memberId: z.string(),
  status: membershipStatusSchema,
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  typeNameMs: z.string().nullable().default(null),
  startsOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  graceEndsOn: z.string().nullable(),
  suspension: z.object({ reason: z.string(), since: z.string() }).nullable(),
  terms: z.array(membershipTermSchema),
  payments: z.array(membershipPaymentSchema),
  pendingRenewal: renewalRequestSchema.nullable(),
  /** The types this player may renew to (active, matching their age band). */
  renewalOptions: z.array(membershipTypeSchema),
  paymentInstructions: z.string(),
  /** The instructions in Bahasa Malaysia ('' when there are none: show the English). */
  paymentInstructionsMs: z.string().default(''),
  remindersOptOut: z.boolean(),
});
export type MembershipSummary = z.infer<typeof membershipSummarySchema>;

const idempotencyKey = z
  .string({ message: 'An idempotency key is required' })
  .trim()
  .min(8, 'The idempotency key must be 8 to 100 characters')
  .max(100, 'The idempotency key must be 8 to 100 characters');

const isoDate = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .refine((value) => parseIsoDate(value) !== null, `${label} must be a real date (YYYY-MM-DD)`);

export const renewalRequestInputSchema = z.object({
  typeId: z.uuid({ message: 'Choose a membership type' }),
  idempotencyKey,
});
export type RenewalRequestInput = z.infer<typeof renewalRequestInputSchema>;

export const recordPaymentInputSchema = z.object({
  typeId: z.uuid({ message: 'Choose a membership type' }),
  amountSen: z
    .number({ message: 'Amount must be an amount in RM' })
    .int('Amount must be a whole number of sen')
    .min(0, 'Amount cannot be negative')
    .max(10_000_000, 'Amount must be at most RM 100,000.00'),
  method: z.enum(PAYMENT_METHODS, { message: 'Choose how it was paid' }),
  reference: z
    .string({ message: 'Reference is required' })
    .trim()
    .min(1, 'Reference is required')
    .max(100, 'Reference must be at most 100 characters'),
  paidOn: isoDate('Payment date'),
  renewalId: z.uuid({ message: 'Unknown renewal request' }).optional(),
  idempotencyKey,
  /** The officer saw that this reference was recorded lately and records it again anyway. */
  confirmDuplicate: z.boolean({ message: 'confirmDuplicate must be true or false' }).optional(),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentInputSchema>;

export const reasonInputSchema = z.object({
  reason: z
    .string({ message: 'Give a reason' })
    .trim()
    .min(3, 'Give a reason (at least 3 characters)')
    .max(500, 'Reason must be at most 500 characters'),
});
export type ReasonInput = z.infer<typeof reasonInputSchema>;

/** Void a staff-recorded receipt: a reason (on the credit note, audited); retries are safe. */
export const voidReceiptInputSchema = reasonInputSchema.extend({ idempotencyKey });
export type VoidReceiptInput = z.infer<typeof voidReceiptInputSchema>;

/**
 * Cancel the latest term. `receipt: 'void'` also voids its staff-recorded receipt (a credit
 * note); left out, the receipt is kept (older clients).
 */
export const cancelTermInputSchema = reasonInputSchema.extend({
  receipt: z.enum(['keep', 'void'], { message: 'Choose whether to void the receipt' }).optional(),
  idempotencyKey: idempotencyKey.optional(),
});
export type CancelTermInput = z.infer<typeof cancelTermInputSchema>;

/**
 * Cancel the latest term and refund its online receipt through the gateway, in full (what is
 * left on it), with a credit note. `receiptNumber` is the receipt the dialog showed: if the
 * latest term has changed meanwhile (another tab), nothing is done.
 */
export const cancelRefundInputSchema = reasonInputSchema.extend({
  receiptNumber: z
    .string({ message: 'Unknown receipt' })
    .trim()
    .min(1, 'Unknown receipt')
    .max(40, 'Unknown receipt'),
  idempotencyKey,
});
export type CancelRefundInput = z.infer<typeof cancelRefundInputSchema>;

/** Messages about receipts that the web also shows or matches. */
export const RECEIPT_MESSAGES = {
  paidOnline: 'This receipt was paid online; refund it instead of voiding it',
  notPaidOnline: 'This term was not paid online; void its receipt instead of refunding it',
  termChanged:
    'The latest term is no longer the one paid on this receipt. Reload the member and try again.',
  alreadyVoided: 'This receipt is already voided',
  duplicateReference: (receiptNumber: string, paidOn: string) =>
    `This reference was already recorded for this member on receipt ${receiptNumber} (paid ${
      formatMalaysiaDate(paidOn, 'long') || paidOn
    })`,
} as const;

export const changeTypeInputSchema = z.object({
  typeId: z.uuid({ message: 'Choose a membership type' }),
});
export type ChangeTypeInput = z.infer<typeof changeTypeInputSchema>;

export const membershipSettingsSchema = z.object({
  graceDays: z
    .number({ message: 'Grace period must be a number of days' })
    .int('Grace period must be a whole number of days')
    .min(0, 'Grace period cannot be negative')
    .max(365, 'Grace period must be at most 365 days'),
  paymentInstructions: z
    .string({ message: 'Payment instructions are required' })
    .trim()
    .max(2000, 'Payment instructions must be at most 2000 characters'),
  /** Optional: a client that leaves it out keeps the stored Malay instructions. */
  paymentInstructionsMs: malayText('Payment instructions', 2000).optional(),
});
export type MembershipSettings = z.infer<typeof membershipSettingsSchema>;

export const membershipDashboardSchema = z.object({
  active: z.number().int(),
  grace: z.number().int(),
  expiredThisMonth: z.number().int(),
  renewalsThisMonth: z.number().int(),
  /** Membership fees this month (receipts less refunds and voids of membership receipts). */
  membershipRevenueThisMonthSen: z.number().int(),
  /** All money this month, of every purpose (memberships, courses, clinics, entries): Finance's. */
  revenueThisMonthSen: z.number().int(),
  pendingRenewals: z.number().int(),
});
export type MembershipDashboard = z.infer<typeof membershipDashboardSchema>;

export const MEMBERSHIP_MESSAGES = {
  verifyNotFound: 'This card could not be verified. Ask the member to show their current card.',
  suspended: (reason: string) =>
    `Your membership is suspended${reason ? ` (${reason})` : ''}. Please contact the association to resolve it.`,
  renewalPending: 'You already have a renewal waiting for payment',
} as const;

// ── Players list filter ───────────────────────────────────────────────────────────────────────

export const MEMBERSHIP_FILTERS = [
  'active',
  'grace',
  'expired',
  'suspended',
  'none',
  'expiring',
] as const;
export type MembershipFilter = (typeof MEMBERSHIP_FILTERS)[number];
export const membershipFilterSchema = z.enum(MEMBERSHIP_FILTERS);
