import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import type { StaffRole } from '@app/shared/staff';

/** Staff accounts (the table keeps its old name: existing admins became staff). */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    fullName: text('full_name'),
    email: text('email'),
    roles: text('roles')
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The language the staff member reads (mail, and the admin area after signing in). */
    language: text('language', { enum: ['en', 'ms'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admins_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('admins_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

export type AdminRow = typeof admins.$inferSelect;

/** One-time invitations to become staff (48 h); only the token's SHA-256 is stored. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    roles: text('roles').array().$type<StaffRole[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => admins.id, { onDelete: 'set null' }),
    /** The language of the invitation mail, and of the new account. */
    language: text('language', { enum: ['en', 'ms'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invites_token_hash_key').on(t.tokenHash),
    index('staff_invites_email_idx').on(sql`lower(${t.email})`),
  ],
);

export type StaffInviteRow = typeof staffInvites.$inferSelect;
