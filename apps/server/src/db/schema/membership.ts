import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { admins } from './admins';
import { players } from './players';

/** What a member buys: fee in sen (never a float), how long a term lasts, for which ages. */
export const membershipTypes = pgTable(
  'membership_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The name in Bahasa Malaysia ('' until someone translates it). */
    nameMs: text('name_ms').notNull().default(''),
    feeSen: integer('fee_sen').notNull(),
    durationKind: text('duration_kind', { enum: ['months', 'calendar_year'] }).notNull(),
    durationMonths: integer('duration_months'),
    ageBand: text('age_band', { enum: ['junior', 'adult', 'senior'] }).notNull(),
    active: boolean('active').notNull().default(true),
    /** Refund rule shown before paying: none, until a date, or a percentage (ADR 025). */
    refundRule: text('refund_rule', { enum: ['none', 'until', 'percentage'] })
      .notNull()
      .default('none'),
    refundUntil: date('refund_until', { mode: 'string' }),
    refundPercent: integer('refund_percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('membership_types_name_key').on(sql`lower(${t.name})`),
    check('membership_types_fee_check', sql`${t.feeSen} >= 0`),
    check(
      'membership_types_duration_check',
      sql`(${t.durationKind} = 'months' AND ${t.durationMonths} BETWEEN 1 AND 60) OR (${t.durationKind} = 'calendar_year' AND ${t.durationMonths} IS NULL)`,
    ),
  ],
);

/** Payments, each with a receipt number from a gap-free sequence per year (MPA-2026-000123). */
export const membershipPayments = pgTable(
  'membership_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept (detached) if the player is deleted: receipts are financial records. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    memberId: text('member_id').notNull(),
    typeName: text('type_name').notNull(),
    /** The type's Bahasa Malaysia name when paid ('' when it had none): the receipt's. */
    typeNameMs: text('type_name_ms').notNull().default(''),
    receiptYear: integer('receipt_year').notNull(),
    receiptSeq: integer('receipt_seq').notNull(),
    receiptNumber: text('receipt_number').notNull(),
    amountSen: integer('amount_sen').notNull(),
    provider: text('provider').notNull(),
    method: text('method', {
      enum: ['bank_transfer', 'cash', 'card', 'cheque', 'online'],
    }).notNull(),
    reference: text('reference').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    recordedBy: uuid('recorded_by').references(() => admins.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the receipt is for: a membership term, a course or clinic place, an entry. */
    purpose: text('purpose', { enum: ['membership', 'course', 'clinic', 'entry'] })
      .notNull()
      .default('membership'),
    /** Paid online: the order it settles (one receipt per order). */
    orderId: uuid('order_id'),
    /** Given back so far (refunds and voids, each with a credit note). */
    refundedSen: integer('refunded_sen').notNull().default(0),
    /**
     * Paid online: how, as the gateway reported it (`card`, `fpx`, `grabpay`…) and the card's
     * brand or the FPX bank; null until the gateway says (ADR 028) and for staff-recorded ones.
     */
    onlineMethod: text('online_method'),
    onlineMethodDetail: text('online_method_detail'),
    /** A staff-recorded payment entered by mistake: voided, never deleted. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('membership_payments_order_key').on(t.orderId),
    index('membership_payments_paid_on_idx').on(t.paidOn),
    index('membership_payments_reference_idx').on(t.playerId, t.reference),
    uniqueIndex('membership_payments_receipt_key').on(t.receiptYear, t.receiptSeq),
    uniqueIndex('membership_payments_receipt_number_key').on(t.receiptNumber),
    uniqueIndex('membership_payments_idempotency_key').on(t.idempotencyKey),
    index('membership_payments_player_idx').on(t.playerId),
    index('membership_payments_created_at_idx').on(t.createdAt),
    check('membership_payments_amount_check', sql`${t.amountSen} >= 0`),
    check('membership_payments_refunded_check', sql`${t.refundedSen} BETWEEN 0 AND ${t.amountSen}`),
  ],
);

/** The last receipt number handed out each year; bumped in the payment's own transaction. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastSeq: integer('last_seq').notNull(),
});

/** A player's terms. Terms of one player never overlap (the service checks under a row lock). */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => membershipTypes.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    paymentId: uuid('payment_id').references(() => membershipPayments.id, {
      onDelete: 'set null',
    }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memberships_player_idx').on(t.playerId, t.expiresOn),
    index('memberships_expires_on_idx').on(t.expiresOn),
    check('memberships_dates_check', sql`${t.expiresOn} >= ${t.startsOn}`),
  ],
);

/** A renewal the player asked for in the portal, waiting for an officer to confirm payment. */
export const membershipRenewals = pgTable(
  'membership_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => membershipTypes.id),
    feeSen: integer('fee_sen').notNull(),
    paymentReference: text('payment_reference').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] })
      .notNull()
      .default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentId: uuid('payment_id').references(() => membershipPayments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('membership_renewals_idempotency_key').on(t.playerId, t.idempotencyKey),
    uniqueIndex('membership_renewals_one_pending_key')
      .on(t.playerId)
      .where(sql`${t.status} = 'pending'`),
    index('membership_renewals_status_idx').on(t.status, t.createdAt),
  ],
);

/** Renewal reminders sent: one row per term and kind, so each is sent once. */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['d30', 'd7', 'd0', 'grace'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.kind] })],
);
