import { sql } from 'drizzle-orm';
import { pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Member numbers (`playerId`, e.g. MPA000123) come from this sequence, never from the IC. */
export const playerMemberSeq = pgSequence('player_member_seq', { startWith: 1001 });

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: text('player_id')
      .notNull()
      .default(sql`('MPA' || lpad(nextval('player_member_seq')::text, 6, '0'))`),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_player_id_key').on(t.playerId),
    uniqueIndex('players_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('players_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

export type PlayerRow = typeof players.$inferSelect;
