import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { admins } from './admins';
import { players } from './players';

/**
 * Server-side sessions. Only the SHA-256 of the random token is stored; the token itself is
 * returned once to the client (JSON + HttpOnly cookie).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['admin', 'player'] }).notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * active: a full session. two-factor: the password was right, a code is still needed (the
     * token is the sign-in challenge). enrol: signed in, but must set up two-factor first.
     */
    stage: text('stage', { enum: ['active', 'two-factor', 'enrol'] })
      .notNull()
      .default('active'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_admin_id_idx').on(t.adminId),
    index('sessions_player_id_idx').on(t.playerId),
    check(
      'sessions_subject_check',
      sql`(${t.kind} = 'admin' AND ${t.adminId} IS NOT NULL AND ${t.playerId} IS NULL) OR (${t.kind} = 'player' AND ${t.playerId} IS NOT NULL AND ${t.adminId} IS NULL)`,
    ),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
