import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { admins } from './admins';
import { players } from './players';

/**
 * A staff member's or player's authenticator (TOTP, RFC 6238). `pendingSecret` holds a secret
 * being set up until its first code is confirmed; `lastTimeStep` is the 30-s step of the last
 * accepted code, so the same code is never accepted twice.
 *
 * Both secrets are sealed with the data key (ADR 012, ADR 015): the column holds base64(IV ‖ tag
 * ‖ ciphertext) and `*KeyId` the key's id. A secret with no key id is one stored before
 * migration 0033, in clear: start-up seals it before the server listens (two-factor-vault.ts).
 */
export const twoFactorCredentials = pgTable(
  'two_factor_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    secret: text('secret'),
    secretKeyId: text('secret_key_id'),
    pendingSecret: text('pending_secret'),
    pendingSecretKeyId: text('pending_secret_key_id'),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    lastTimeStep: bigint('last_time_step', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('two_factor_admin_key').on(t.adminId),
    uniqueIndex('two_factor_player_key').on(t.playerId),
    check('two_factor_subject_check', sql`(${t.adminId} IS NULL) <> (${t.playerId} IS NULL)`),
  ],
);

/** One-time recovery codes, stored hashed; a used code keeps its row with `usedAt`. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => twoFactorCredentials.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_hash_key').on(t.credentialId, t.codeHash)],
);

/**
 * The audit log: append-only. A trigger (migration 0007) refuses UPDATE, TRUNCATE and any
 * DELETE outside `prune_audit_log()`, on PostgreSQL and PGlite alike.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind', { enum: ['staff', 'player', 'anonymous', 'system'] }).notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    actorRoles: text('actor_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** What the target was called when the entry was written ('Nurul Aisyah', a news title). */
    targetLabel: text('target_label'),
    ip: text('ip'),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** Site-wide settings a super admin changes, one JSON value per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => admins.id, { onDelete: 'set null' }),
});
