import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { RETENTION_RULE_KEYS } from '@app/shared/privacy';

import { admins } from './admins';

/**
 * Retention rules (issue 16): how long data of a kind is kept, and whether a staff member has
 * confirmed the rule as standing (then it runs on schedule; otherwise only when confirmed).
 */
export const retentionRules = pgTable('retention_rules', {
  key: text('key', { enum: RETENTION_RULE_KEYS }).primaryKey(),
  days: integer('days').notNull(),
  standing: boolean('standing').notNull().default(false),
  confirmedBy: uuid('confirmed_by').references(() => admins.id, { onDelete: 'set null' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One preview of a rule: what it would delete, listed row by row in `retention_run_items`, and
 * then (once confirmed, or by the schedule for a standing rule) exactly those rows deleted.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rule: text('rule', { enum: RETENTION_RULE_KEYS }).notNull(),
    days: integer('days').notNull(),
    cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    sample: jsonb('sample').$type<{ id: string; label: string; at: string }[]>().notNull(),
    status: text('status', { enum: ['previewed', 'done', 'discarded'] })
      .notNull()
      .default('previewed'),
    /** Null when the schedule ran a standing rule. */
    previewedBy: uuid('previewed_by').references(() => admins.id, { onDelete: 'set null' }),
    confirmedBy: uuid('confirmed_by').references(() => admins.id, { onDelete: 'set null' }),
    deleted: integer('deleted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('retention_runs_rule_idx').on(t.rule, t.createdAt)],
);

export type RetentionRunRow = typeof retentionRuns.$inferSelect;

/** The rows a preview listed: the only rows its confirmation may delete. */
export const retentionRunItems = pgTable(
  'retention_run_items',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => retentionRuns.id, { onDelete: 'cascade' }),
    targetId: text('target_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.targetId] })],
);
