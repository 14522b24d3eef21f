import { z } from 'zod';

import { PAYMENT_METHODS, reasonInputSchema } from '../membership/schemas';

import { PAYMENT_PURPOSES } from './schemas';

/**
 * The treasurer's finance view (issue 32): refunds through the gateway, the payments list,
 * daily totals, credit notes, reconciliation of gateway orders with receipts, the CSV export.
 * Dates are Malaysia calendar days ('YYYY-MM-DD'); amounts are sen.
 */

const idempotencyKey = z
  .string({ message: 'idempotencyKey is required' })
  .min(8, 'idempotencyKey must be 8 to 100 characters')
  .max(100, 'idempotencyKey must be 8 to 100 characters');

/** Refund an online receipt: all that is left (no amount) or part of it. */
export const refundInputSchema = reasonInputSchema.extend({
  amountSen: z
    .number({ message: 'Amount must be an amount in RM' })
    .int('Amount must be a whole number of sen')
    .min(1, 'The amount to give back must be more than zero')
    .max(10_000_000, 'Amount must be at most RM 100,000.00')
    .optional(),
  idempotencyKey,
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundResultSchema = z.object({
  receiptNumber: z.string(),
  creditNoteNumber: z.string(),
  amountSen: z.number().int(),
  /** Given back on the receipt so far, and what is left to refund. */
  refundedSen: z.number().int(),
  remainingSen: z.number().int(),
  /** False when this answers a retry of a refund already made. */
  created: z.boolean(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

const optionalText = z
  .string()
  .trim()
  .max(100, 'Search must be at most 100 characters')
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-11-24')
      .optional(),
  );

/**
 * The payments list's method filter: how it was recorded, or how an online payment was paid.
 * `card` finds card payments staff recorded and online card payments alike; `fpx` and
 * `grabpay` the online payments the gateway reported so (ADR 028).
 */
export const FINANCE_METHOD_FILTERS = [...PAYMENT_METHODS, 'fpx', 'grabpay'] as const;
export type FinanceMethodFilter = (typeof FINANCE_METHOD_FILTERS)[number];

export const FINANCE_STATUSES = ['paid', 'refunded', 'voided'] as const;
export type FinanceStatus = (typeof FINANCE_STATUSES)[number];

/** What money was for: a membership, a course, a clinic, a tournament entry (a filter). */
const purposeFilter = z.enum(PAYMENT_PURPOSES, { message: 'Unknown purpose' }).optional();

/** Filters of the payments list (and its CSV). `refunded` includes part refunds. */
export const financePaymentsQuerySchema = z.object({
  purpose: purposeFilter,
  method: z.enum(FINANCE_METHOD_FILTERS, { message: 'Unknown payment method' }).optional(),
  status: z.enum(FINANCE_STATUSES, { message: 'Unknown status' }).optional(),
  from: optionalDate,
  to: optionalDate,
  memberId: optionalText,
  q: optionalText,
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000, 'Offset is too large').default(0),
});
export type FinancePaymentsQuery = z.output<typeof financePaymentsQuerySchema>;
export type FinancePaymentsFilter = Omit<FinancePaymentsQuery, 'limit' | 'offset'>;

/** Where a receipt stands: `part_refunded` and `refunded` both match the `refunded` filter. */
export const RECEIPT_STATES = ['paid', 'part_refunded', 'refunded', 'voided'] as const;

export const financePaymentSchema = z.object({
  receiptNumber: z.string(),
  paidOn: z.string(),
  recordedAt: z.string(),
  memberId: z.string(),
  /** Null once the player's account is deleted (the receipt stays, detached). */
  memberName: z.string().nullable(),
  playerId: z.string().nullable(),
  description: z.string(),
  descriptionMs: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  method: z.enum(PAYMENT_METHODS),
  /**
   * Paid online: the method the gateway reported ('card', 'fpx', 'grabpay'…) and the card's
   * brand or the FPX bank; null until the gateway says, and for staff-recorded receipts.
   */
  onlineMethod: z.string().nullable(),
  onlineMethodDetail: z.string().nullable(),
  provider: z.string(),
  reference: z.string(),
  amountSen: z.number().int(),
  refundedSen: z.number().int(),
  remainingSen: z.number().int(),
  state: z.enum(RECEIPT_STATES),
  /** Paid through the gateway: refunded there (staff-recorded receipts are voided instead). */
  online: z.boolean(),
});
export type FinancePayment = z.infer<typeof financePaymentSchema>;

export const financePaymentsPageSchema = z.object({
  payments: z.array(financePaymentSchema),
  total: z.number().int(),
});
export type FinancePaymentsPage = z.infer<typeof financePaymentsPageSchema>;

/** A range of Malaysia days; left out, the current month. */
export const financeRangeQuerySchema = z.object({ from: optionalDate, to: optionalDate });
export type FinanceRangeQuery = z.output<typeof financeRangeQuerySchema>;

/** The daily totals: a range, and only the money of one purpose if asked. */
export const financeSummaryQuerySchema = financeRangeQuerySchema.extend({ purpose: purposeFilter });
export type FinanceSummaryQuery = z.output<typeof financeSummaryQuerySchema>;

const totals = {
  receiptCount: z.number().int(),
  receiptsSen: z.number().int(),
  refundsSen: z.number().int(),
  voidsSen: z.number().int(),
  /** receipts − refunds − voids. */
  revenueSen: z.number().int(),
};

export const financeSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** One row per day and method that had any money in or out, oldest first. */
  days: z.array(z.object({ date: z.string(), method: z.enum(PAYMENT_METHODS), ...totals })),
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), ...totals })),
  /** The same money by what it was for (membership, course, clinic, entry), in that order. */
  byPurpose: z.array(z.object({ purpose: z.enum(PAYMENT_PURPOSES), ...totals })),
  totals: z.object(totals),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

export const financeCreditNotesQuerySchema = financeRangeQuerySchema.extend({
  kind: z.enum(['refund', 'void'], { message: 'Unknown kind' }).optional(),
  purpose: purposeFilter,
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000, 'Offset is too large').default(0),
});
export type FinanceCreditNotesQuery = z.output<typeof financeCreditNotesQuerySchema>;

export const financeCreditNoteSchema = z.object({
  number: z.string(),
  kind: z.enum(['refund', 'void']),
  amountSen: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  receiptNumber: z.string(),
  method: z.enum(PAYMENT_METHODS),
  memberId: z.string(),
  memberName: z.string().nullable(),
  /** The staff member who gave it; null for the gateway or a player's own withdrawal. */
  createdBy: z.string().nullable(),
  gatewayRefundId: z.string().nullable(),
  /**
   * The gateway's refund failed or was cancelled after the note was issued: nothing was given
   * back, and the amount no longer counts as refunded (the note keeps its number).
   */
  failedAt: z.string().nullable().optional(),
  failureReason: z.string().nullable().optional(),
});
export type FinanceCreditNote = z.infer<typeof financeCreditNoteSchema>;

export const financeCreditNotesPageSchema = z.object({
  creditNotes: z.array(financeCreditNoteSchema),
  total: z.number().int(),
});
export type FinanceCreditNotesPage = z.infer<typeof financeCreditNotesPageSchema>;

export const MISMATCH_KINDS = [
  /** The gateway took the money, and no receipt was written. */
  'paid_without_receipt',
  /** A receipt names an order that is not paid (or not known). */
  'receipt_without_paid_order',
  /** The order and its receipt disagree on the amount, or on what was refunded. */
  'amount_differs',
  /** An order still open an hour after it was opened (a lost webhook the job has not met yet). */
  'open_too_long',
] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export const reconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  paidOrders: z.number().int(),
  onlineReceipts: z.number().int(),
  matched: z.number().int(),
  mismatches: z.array(
    z.object({
      kind: z.enum(MISMATCH_KINDS),
      orderId: z.string().nullable(),
      orderStatus: z.string().nullable(),
      receiptNumber: z.string().nullable(),
      orderAmountSen: z.number().int().nullable(),
      receiptAmountSen: z.number().int().nullable(),
      orderRefundedSen: z.number().int().nullable(),
      receiptRefundedSen: z.number().int().nullable(),
      gatewayPaymentId: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** The longest range the summary, reconciliation and credit notes answer for. */
export const FINANCE_MAX_DAYS = 366;

export const FINANCE_MESSAGES = {
  staffReceipt: 'This receipt was recorded by staff; void it instead of refunding it',
  voided: 'This receipt is voided; there is nothing to refund',
  nothingLeft: 'This receipt is already fully refunded',
  tooMuch: 'This is more than is left to refund on this receipt',
  noGatewayPayment: 'This receipt has no gateway payment to refund',
  gatewayRefused:
    'The payment gateway refused this refund. Check the payment in the gateway dashboard.',
  badRange: 'The start date must not be after the end date',
  rangeTooLong: 'Choose a range of at most 366 days',
  externalRefund: 'Refunded at the gateway',
} as const;

/**
 * Payouts (issue 32): what the gateway sent to the bank, entry by entry, matched with receipts
 * (charges) and credit notes (refunds).
 */
export const PAYOUT_ISSUE_KINDS = [
  /** The gateway was paid, and no receipt names that payment. */
  'unknown_payment',
  /** The gateway gave money back, and no credit note names that refund. */
  'unknown_refund',
  /** The receipt or credit note is for another amount than the gateway's entry. */
  'amount_differs',
  /** An entry of the gateway's own (an adjustment, a fee, a dispute…) to look at. */
  'other_entry',
] as const;
export type PayoutIssueKind = (typeof PAYOUT_ISSUE_KINDS)[number];

export const payoutEntrySchema = z.object({
  transactionId: z.string(),
  /** The gateway's own type ('charge', 'refund', 'adjustment'…). */
  type: z.string(),
  /** Gross (negative for refunds), the gateway's fee, and what was paid out. */
  amountSen: z.number().int(),
  feeSen: z.number().int(),
  netSen: z.number().int(),
  paymentId: z.string().nullable(),
  refundId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  /** What our receipt (or credit note, as a negative amount) says. */
  recordedSen: z.number().int().nullable(),
});
export type PayoutEntry = z.infer<typeof payoutEntrySchema>;

export const payoutSchema = z.object({
  id: z.string(),
  /** The Malaysia day the money reaches the bank. */
  arrivalDate: z.string(),
  status: z.string(),
  currency: z.string(),
  /** What reached the bank; gross − fees = net (= amount when every entry is known). */
  amountSen: z.number().int(),
  grossSen: z.number().int(),
  feesSen: z.number().int(),
  netSen: z.number().int(),
  matched: z.array(payoutEntrySchema),
  issues: z.array(payoutEntrySchema.extend({ kind: z.enum(PAYOUT_ISSUE_KINDS) })),
});
export type Payout = z.infer<typeof payoutSchema>;

/** An online receipt no payout has covered yet. */
export const notPaidOutSchema = z.object({
  receiptNumber: z.string(),
  paidOn: z.string(),
  memberId: z.string(),
  memberName: z.string().nullable(),
  amountSen: z.number().int(),
  refundedSen: z.number().int(),
  paymentId: z.string(),
});
export type NotPaidOut = z.infer<typeof notPaidOutSchema>;

/** `online: false` when no gateway is configured (nothing to ask; the lists are empty). */
export const financePayoutsSchema = z.object({
  online: z.boolean(),
  from: z.string(),
  to: z.string(),
  payouts: z.array(payoutSchema),
  notPaidOut: z.array(notPaidOutSchema),
});
export type FinancePayouts = z.infer<typeof financePayoutsSchema>;
