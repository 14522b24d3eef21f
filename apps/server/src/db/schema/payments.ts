import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { admins } from './admins';
import { membershipPayments } from './membership';
import { players } from './players';

/**
 * Something a player pays for online: a membership term, a course or clinic place, a
 * tournament entry. The amount is the server's (in sen, from the fee), never the client's.
 * `open` while a checkout may still be paid; then exactly one of paid / failed / expired /
 * cancelled. A paid order has one receipt (`receiptId`); refunds reduce it (`refundedSen`).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept (detached) when the player is deleted: a paid order is a financial record. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: ['membership', 'course', 'clinic', 'entry'] }).notNull(),
    /** What is bought: the membership type, the programme, the entry. */
    subjectId: text('subject_id').notNull(),
    description: text('description').notNull(),
    descriptionMs: text('description_ms').notNull().default(''),
    amountSen: integer('amount_sen').notNull(),
    currency: text('currency').notNull().default('myr'),
    status: text('status', { enum: ['open', 'paid', 'failed', 'expired', 'cancelled'] })
      .notNull()
      .default('open'),
    /** `processing` while an FPX payment is on its way (async), otherwise null. */
    progress: text('progress'),
    provider: text('provider').notNull(),
    /** The gateway's checkout (Stripe Checkout Session id) and the page to pay on. */
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    /** The gateway's payment (Stripe PaymentIntent id), once known. */
    gatewayPaymentId: text('gateway_payment_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why it failed or what the gateway said (English; shown to staff). */
    failureReason: text('failure_reason'),
    receiptId: uuid('receipt_id').references(() => membershipPayments.id, {
      onDelete: 'set null',
    }),
    refundedSen: integer('refunded_sen').notNull().default(0),
    /** Purpose-specific facts (a pair's two players, a refund rule copied at purchase). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_idempotency_key').on(t.playerId, t.idempotencyKey),
    uniqueIndex('payment_orders_checkout_key').on(t.checkoutId),
    index('payment_orders_player_idx').on(t.playerId, t.createdAt),
    index('payment_orders_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('payment_orders_subject_idx').on(t.purpose, t.subjectId),
    check('payment_orders_amount_check', sql`${t.amountSen} > 0`),
    check('payment_orders_refunded_check', sql`${t.refundedSen} BETWEEN 0 AND ${t.amountSen}`),
  ],
);

/** Each gateway event handled, by its id: a replay or a second process finds it here. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    orderId: uuid('order_id'),
    /**
     * What the event did: applied, ignored (stale or unknown), refused (amount, currency); `pending`
     * until the settlement worker has applied it (ADR 027).
     */
    outcome: text('outcome').notNull(),
    /** The verified event as the gateway adapter read it: what the settlement worker applies. */
    payload: jsonb('payload'),
    /** Failed settlement attempts; the next is not before `retryAt`. */
    attempts: integer('attempts').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderId),
    index('payment_events_pending_idx')
      .on(t.receivedAt)
      .where(sql`${t.outcome} = 'pending'`),
  ],
);

/**
 * How each gateway payment was paid (`charge.succeeded`: the method's type, the card's brand or
 * the FPX bank), by the gateway's payment id. The event may come before or after the one that
 * settles the order; the receipt takes it from here, or is updated when it comes (ADR 028).
 */
export const gatewayPaymentMethods = pgTable('gateway_payment_methods', {
  paymentId: text('payment_id').primaryKey(),
  method: text('method').notNull(),
  methodDetail: text('method_detail'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money given back on a receipt: a gateway refund (full or part) or the void of a
 * staff-recorded payment. Each has a credit note number from its own gap-free yearly sequence.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => membershipPayments.id),
    orderId: uuid('order_id').references(() => paymentOrders.id),
    kind: text('kind', { enum: ['refund', 'void'] }).notNull(),
    amountSen: integer('amount_sen').notNull(),
    reason: text('reason').notNull(),
    creditNoteYear: integer('credit_note_year').notNull(),
    creditNoteSeq: integer('credit_note_seq').notNull(),
    creditNoteNumber: text('credit_note_number').notNull(),
    /** The gateway's refund id (null for a void). */
    gatewayRefundId: text('gateway_refund_id'),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    /** Null when a player's own withdrawal asked for it. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The gateway's refund failed or was cancelled after the note was issued
     * (`charge.refund.updated`): the money stayed with the association. The note keeps its number;
     * its amount no longer counts as refunded (receipt, order, revenue).
     */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
  },
  (t) => [
    uniqueIndex('payment_refunds_credit_note_key').on(t.creditNoteYear, t.creditNoteSeq),
    uniqueIndex('payment_refunds_credit_note_number_key').on(t.creditNoteNumber),
    uniqueIndex('payment_refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payment_refunds_gateway_key').on(t.gatewayRefundId),
    index('payment_refunds_receipt_idx').on(t.receiptId),
    index('payment_refunds_created_at_idx').on(t.createdAt),
    check('payment_refunds_amount_check', sql`${t.amountSen} > 0`),
  ],
);

/** The last credit note number handed out each year (bumped in the refund's transaction). */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  lastSeq: integer('last_seq').notNull(),
});
