import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
