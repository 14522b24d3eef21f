import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { admins } from './admins';
import { players } from './players';

export const DATA_EXPORT_STATUSES = [
  'queued',
  'running',
  'ready',
  'downloaded',
  'expired',
  'failed',
] as const;

/**
 * "Download my data": one row per request. The worker builds the zip into the data directory
 * (`file_key`), the owner downloads it once within 7 days, then the file is removed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    itemsDone: integer('items_done').notNull().default(0),
    itemsTotal: integer('items_total').notNull().default(0),
    fileKey: text('file_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_player_idx').on(t.playerId, t.createdAt),
    index('data_exports_status_idx').on(t.status, t.createdAt),
    // One export at a time per player: a second click while one is being built is the same one.
    uniqueIndex('data_exports_one_open_key')
      .on(t.playerId)
      .where(sql`${t.status} IN ('queued', 'running')`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * The consent ledger: every acceptance of the Terms and Privacy Policy (by version) and every
 * marketing opt-in or opt-out, with when and where. Rows are only ever added.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['policy', 'marketing'] }).notNull(),
    version: text('version'),
    granted: boolean('granted').notNull(),
    source: text('source').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_player_idx').on(t.playerId, t.createdAt)],
);

export type ConsentRecordRow = typeof consentRecords.$inferSelect;

/**
 * "Correct my data": a change to the name, IC number, gender or DUPR rating a player cannot make
 * themselves, waiting for a membership officer. A requested IC number is kept sealed like the player's own.
 */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    field: text('field', { enum: ['fullName', 'icNumber', 'gender', 'duprRating'] }).notNull(),
    /** The requested name, gender or rating (null for an IC number, which is sealed below). */
    valueText: text('value_text'),
    icHash: text('ic_hash'),
    icCiphertext: text('ic_ciphertext'),
    icKeyId: text('ic_key_id'),
    icLast4: text('ic_last4'),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('correction_requests_status_idx').on(t.status, t.dueOn),
    index('correction_requests_player_idx').on(t.playerId, t.createdAt),
    uniqueIndex('correction_requests_one_pending_key')
      .on(t.playerId, t.field)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type CorrectionRequestRow = typeof correctionRequests.$inferSelect;

/**
 * "Delete my account": the request, its 14-day grace (cancel by signing in) and its outcome.
 * Once the account is gone only the member ID and dates stay, so staff can show it was done.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    /** The player's id, kept once the account is gone: it finds the request's audit trail. */
    subjectId: uuid('subject_id').notNull(),
    memberId: text('member_id').notNull(),
    /** Their posts and comments: removed, or kept with the author shown as "Former member". */
    content: text('content', { enum: ['delete', 'anonymise'] }).notNull(),
    status: text('status', { enum: ['pending', 'cancelled', 'completed'] })
      .notNull()
      .default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('account_deletions_due_idx').on(t.status, t.dueAt),
    uniqueIndex('account_deletions_one_pending_key')
      .on(t.playerId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
