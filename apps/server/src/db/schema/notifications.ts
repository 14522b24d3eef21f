import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { players } from './players';

/**
 * What a signed-in player is told about in the header's bell: messages, comments and likes on
 * their posts (likes on one post batched into one unread notice with a count), report outcomes,
 * waitlist offers, partner requests and membership reminders.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** What it is about (a post id, a programme id…): unread likes on one subject are batched. */
    subjectKey: text('subject_key').notNull().default(''),
    /** How many people (likes) the notice stands for. */
    count: integer('count').notNull().default(1),
    data: jsonb('data')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_player_updated_idx').on(t.playerId, t.updatedAt),
    index('notifications_unread_idx')
      .on(t.playerId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_unread_batch_key')
      .on(t.playerId, t.type, t.subjectKey)
      .where(sql`${t.readAt} IS NULL AND ${t.type} = 'like'`),
  ],
);

/** Per type: 'in_app' (the bell), 'email' (the bell and a mail) or 'off'. Absent: in_app. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    channel: text('channel', { enum: ['in_app', 'email', 'off'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.type] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
