import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Member numbers (`playerId`, e.g. MPA001001) come from this sequence, never from the IC. */
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
    phoneNumber: text('phone_number').notNull(),
    gender: text('gender', { enum: ['Male', 'Female'] }).notNull(),
    /**
     * The IC number is never stored in plain text (ADR 015): a keyed hash for uniqueness and
     * lookup, AES-256-GCM ciphertext with its key's id, and the last four digits for the masked
     * form. `icNumber` only held plain numbers before that; start-up encrypts and clears them.
     */
    icNumber: text('ic_number'),
    icHash: text('ic_hash'),
    icCiphertext: text('ic_ciphertext'),
    icKeyId: text('ic_key_id'),
    icLast4: text('ic_last4'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    profilePicture: text('profile_picture'),
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('active'),
    duprId: text('dupr_id'),
    duprRating: numeric('dupr_rating', { precision: 4, scale: 3, mode: 'number' }),
    membershipType: text('membership_type').notNull().default('Standard'),
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true }),
    /** Set by a moderator: the player may not post or comment in PickleZone. */
    postingBlockedAt: timestamp('posting_blocked_at', { withTimezone: true }),
    postingBlockReason: text('posting_block_reason'),
    /** A restriction for a period ends here; null with postingBlockedAt set: until lifted. */
    postingBlockedUntil: timestamp('posting_blocked_until', { withTimezone: true }),
    /**
     * Membership, kept on the row for the players list's filters (the service updates them with
     * each term): the current type, the latest term's last day, a suspension and a cancellation.
     */
    membershipTypeId: uuid('membership_type_id'),
    membershipExpiresOn: date('membership_expires_on', { mode: 'string' }),
    membershipSuspendedAt: timestamp('membership_suspended_at', { withTimezone: true }),
    membershipSuspensionReason: text('membership_suspension_reason'),
    membershipCancelledAt: timestamp('membership_cancelled_at', { withTimezone: true }),
    /** The random token of the card's QR code (/verify/<token>); replaced when rotated. */
    cardToken: text('card_token'),
    cardTokenRotatedAt: timestamp('card_token_rotated_at', { withTimezone: true }),
    /** SHA-256 of the secret in the player's personal calendar feed URL; null when revoked. */
    calendarFeedTokenHash: text('calendar_feed_token_hash'),
    membershipRemindersOptOut: boolean('membership_reminders_opt_out').notNull().default(false),
    /**
     * Consents, kept on the row for quick checks (the ledger, consent_records, has the history):
     * the Terms and Privacy Policy version last accepted (null: one from before the ledger), and
     * whether staff broadcasts (association news) may reach the player.
     */
    policyVersionAccepted: text('policy_version_accepted'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(true),
    /** The language the player reads (mail, and the site after signing in): 'en' or 'ms'. */
    language: text('language', { enum: ['en', 'ms'] })
      .notNull()
      .default('en'),
    /** The last successful sign-in (null: never signed in). Dormant-account retention reads it. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The token of the reminder e-mails' unsubscribe link. */
    remindersUnsubscribeToken: text('reminders_unsubscribe_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_player_id_key').on(t.playerId),
    uniqueIndex('players_ic_hash_key').on(t.icHash),
    index('players_ic_key_id_idx').on(t.icKeyId),
    uniqueIndex('players_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('players_username_lower_key').on(sql`lower(${t.username})`),
    index('players_created_at_idx').on(t.createdAt, t.id),
    index('players_status_idx').on(t.status),
    index('players_date_of_birth_idx').on(t.dateOfBirth),
    // The admin list's usual filter (status + age band) counted from the index alone.
    index('players_status_date_of_birth_idx').on(t.status, t.dateOfBirth),
    // The players list's membership filters and counts: members not suspended, by expiry (an
    // index-only count at 50,000 players), and the suspended ones.
    index('players_membership_expires_on_idx')
      .on(t.membershipExpiresOn)
      .where(sql`${t.membershipSuspendedAt} IS NULL`),
    index('players_membership_suspended_idx')
      .on(t.membershipSuspendedAt)
      .where(sql`${t.membershipSuspendedAt} IS NOT NULL`),
    uniqueIndex('players_card_token_key').on(t.cardToken),
    uniqueIndex('players_calendar_feed_token_key').on(t.calendarFeedTokenHash),
    uniqueIndex('players_reminders_unsubscribe_token_key').on(t.remindersUnsubscribeToken),
  ],
);

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;

/**
 * A minor's parent or guardian (players who registered aged 13–17), named with the consent: their
 * name, phone and IC number, which is sealed like the player's own (ADR 015: AES-256-GCM under the
 * data key, with its key id, and the last four digits for the masked form; no hash, since nothing
 * is looked up by it). Goes with the player (cascade); "Download my data" includes it.
 */
export const playerGuardians = pgTable(
  'player_guardians',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    icCiphertext: text('ic_ciphertext').notNull(),
    icKeyId: text('ic_key_id').notNull(),
    icLast4: text('ic_last4').notNull(),
    contact: text('contact').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_guardians_ic_key_id_idx').on(t.icKeyId)],
);

export type PlayerGuardianRow = typeof playerGuardians.$inferSelect;

/**
 * Each DUPR rating a player has had, written by a database trigger whenever `players.dupr_rating`
 * is set or changes (registration, profile edits, staff edits, imports alike). The portal's
 * Statistics tab shows the skill levels the ratings map to over time.
 */
export const ratingHistory = pgTable(
  'rating_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    duprRating: numeric('dupr_rating', { precision: 4, scale: 3, mode: 'number' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rating_history_player_idx').on(t.playerId, t.recordedAt)],
);

/**
 * One player's choices about another: `mute` hides the other's posts from them, `block` stops
 * the other commenting on their posts.
 */
export const playerRelations = pgTable(
  'player_relations',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    otherId: uuid('other_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mute', 'block'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.otherId, t.kind] }),
    index('player_relations_other_idx').on(t.otherId, t.kind),
  ],
);
