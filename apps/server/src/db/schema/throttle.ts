import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Events counted by rate limits that must hold across server processes (failed logins,
 * registrations, password-reset requests). Old rows are pruned periodically.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('throttle_events_bucket_key_created_idx').on(t.bucket, t.key, t.createdAt),
    index('throttle_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Fixed-window counters for high-volume limits (public card checks): one row per bucket, key
 * and window, incremented in one statement, so a busy address costs O(1) per request.
 */
export const throttleWindows = pgTable(
  'throttle_windows',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key, t.windowStart] }),
    index('throttle_windows_window_start_idx').on(t.windowStart),
  ],
);
