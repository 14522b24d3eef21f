import { z } from 'zod';

import { ONLINE_METHODS } from './limits';

// ── Orders: what a player pays for online ─────────────────────────────────────────────────────

export const PAYMENT_PURPOSES = ['membership', 'course', 'clinic', 'entry'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** `open` while its checkout can still be paid; then exactly one of the others. */
export const ORDER_STATUSES = ['open', 'paid', 'failed', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const REFUND_RULES = ['none', 'until', 'percentage'] as const;
export type RefundRuleKind = (typeof REFUND_RULES)[number];

/** A fee's refund rule: none, in full until a date (Malaysia day, inclusive), or a share. */
export const refundRuleSchema = z.object({
  rule: z.enum(REFUND_RULES),
  until: z.string().nullable(),
  percent: z.number().int().nullable(),
});
export type RefundRule = z.infer<typeof refundRuleSchema>;

export const creditNoteSchema = z.object({
  number: z.string(),
  kind: z.enum(['refund', 'void']),
  amountSen: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  /** The gateway's refund failed or was cancelled: nothing was given back (ADR 027). */
  failedAt: z.string().nullable(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const paymentOrderSchema = z.object({
  id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  description: z.string(),
  descriptionMs: z.string(),
  amountSen: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** `processing` while an FPX payment is on its way. */
  progress: z.enum(['processing']).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  refundedSen: z.number().int(),
  creditNotes: z.array(creditNoteSchema),
  refundRule: refundRuleSchema,
  /** Open orders only: where to pay (resume). */
  checkoutUrl: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

const idempotencyKey = z
  .string({ message: 'idempotencyKey is required' })
  .min(8, 'idempotencyKey must be 8 to 100 characters')
  .max(100, 'idempotencyKey must be 8 to 100 characters');

/** Joining or renewing online: the type; the server prices it. */
export const membershipCheckoutInputSchema = z.object({
  typeId: z.uuid({ message: 'Choose a membership type' }),
  idempotencyKey,
});
export type MembershipCheckoutInput = z.infer<typeof membershipCheckoutInputSchema>;

export const checkoutResultSchema = z.object({
  order: paymentOrderSchema,
  /** The gateway's hosted page to pay on. */
  checkoutUrl: z.string(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** What the portal shows about online payment (the site offers it only with gateway keys). */
export const paymentOptionsSchema = z.object({
  online: z.boolean(),
  methods: z.array(z.enum(ONLINE_METHODS)),
  holdMinutes: z.number().int(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

export const PAYMENT_MESSAGES = {
  gatewayDown:
    'Online payment is not available right now. Nothing was charged. Please try again in a few minutes, or pay by bank transfer.',
  notOffered: 'Online payment is not offered. Please pay by bank transfer.',
  gatewayRefused:
    'Online payment could not be started: the payment gateway refused it. Nothing was charged. Please pay by bank transfer, or contact the association.',
  gatewayRefusedRequest:
    "The payment gateway refused this request. Nothing was changed. Please try again later, or tell the site's administrator.",
  checkoutTooLate:
    'This payment waited too long to reach the payment page. Nothing was charged. Please start again.',
  refundGatewayDown:
    'The payment gateway is not answering. Nothing was refunded. Please try again in a few minutes.',
  cancelGatewayDown:
    'The payment gateway is not answering, so this payment could not be cancelled yet. Please try again in a few minutes.',
  gatewayNotAnswering: 'The payment gateway is not answering. Try again in a few minutes.',
  orderClosed: 'This payment is no longer open',
  processing:
    'Your bank is still confirming this payment, so it cannot be cancelled now. We will tell you when it is done.',
  orderPaid: 'This order is already paid',
  openOrderExists:
    'You already have a payment open for this. Resume it or cancel it in Payments first.',
  badSignature: 'The webhook signature is not valid',
  freeItem: 'This has no fee; nothing to pay',
} as const;
