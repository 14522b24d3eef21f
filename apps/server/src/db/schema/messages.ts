import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { admins } from './admins';
import { players } from './players';

/** A player's inbox: messages from the association (welcome, admin messages, broadcasts). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    sentByAdminId: uuid('sent_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_player_created_idx').on(t.playerId, t.createdAt),
    index('messages_created_idx').on(t.createdAt),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
