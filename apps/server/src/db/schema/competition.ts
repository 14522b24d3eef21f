import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { ENTRY_STATUSES, LIVE_ENTRY_STATUSES } from '@app/shared/competition/entries';

import { paymentOrders } from './payments';
import { players } from './players';
import { tournaments } from './tournaments';

// Competition (issue 33): entries for the association's tournaments, results and rankings.
// The enums' values live in packages/shared/src/competition/categories.ts.

const DISCIPLINES = [
  'mens_singles',
  'womens_singles',
  'mens_doubles',
  'womens_doubles',
  'mixed_doubles',
] as const;
const AGE_GROUPS = ['open', 'u14', 'u16', 'u18', '35plus', '50plus', '60plus'] as const;

/** Sanctioning tiers (National, State, Open, Club…): a table staff can edit. */
export const sanctioningTiers = pgTable('sanctioning_tiers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameMs: text('name_ms').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A tournament that takes entries here: its window, tier and rules (one row per tournament). */
export const tournamentEntrySettings = pgTable(
  'tournament_entry_settings',
  {
    tournamentId: uuid('tournament_id')
      .primaryKey()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    takesEntries: boolean('takes_entries').notNull().default(false),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    tierCode: text('tier_code')
      .notNull()
      .references(() => sanctioningTiers.code),
    maxEntriesPerPlayer: integer('max_entries_per_player').notNull().default(3),
    /** Hours a named partner has to confirm before the entry lapses. */
    partnerWindowHours: integer('partner_window_hours').notNull().default(72),
    refundRule: text('refund_rule', { enum: ['none', 'until', 'percentage'] })
      .notNull()
      .default('none'),
    refundUntil: date('refund_until', { mode: 'string' }),
    refundPercent: integer('refund_percent'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('tournament_entry_window_check', sql`${t.closesAt} > ${t.opensAt}`)],
);

/** A division of a tournament: discipline × age group × skill band, with its cap and fee. */
export const divisions = pgTable(
  'divisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    discipline: text('discipline', { enum: DISCIPLINES }).notNull(),
    ageGroup: text('age_group', { enum: AGE_GROUPS }).notNull(),
    /** Skill band: skill levels (inclusive) or a DUPR range (inclusive); all null = any. */
    minSkill: text('min_skill'),
    maxSkill: text('max_skill'),
    minDupr: numeric('min_dupr', { precision: 4, scale: 3, mode: 'number' }),
    maxDupr: numeric('max_dupr', { precision: 4, scale: 3, mode: 'number' }),
    /** Entries (a pair is one entry) that may be confirmed or hold a place. */
    cap: integer('cap').notNull(),
    /** Per entry in sen (a pair pays one fee, by one payer or in halves); 0 = free. */
    feeSen: integer('fee_sen').notNull().default(0),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('divisions_tournament_idx').on(t.tournamentId),
    check('divisions_cap_check', sql`${t.cap} > 0`),
    check('divisions_fee_check', sql`${t.feeSen} >= 0`),
  ],
);

/** The live statuses as a SQL list, for the one-live-entry indexes (quoted constants). */
const LIVE_IN = sql.raw(LIVE_ENTRY_STATUSES.map((s) => `'${s}'`).join(','));

/**
 * An entry: one player (singles) or a pair (doubles; `playerId` entered, `partnerId` confirms).
 * Live statuses hold or wait for a place; the pair waits and is offered a place together.
 */
export const entries = pgTable(
  'entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id').references(() => players.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ENTRY_STATUSES }).notNull(),
    /** Who pays: one payer for the entry, or each player their half. */
    payMode: text('pay_mode', { enum: ['one', 'halves'] })
      .notNull()
      .default('one'),
    partnerDeadline: timestamp('partner_deadline', { withTimezone: true }),
    partnerConfirmedAt: timestamp('partner_confirmed_at', { withTimezone: true }),
    /** The place is held until then for the checkout(s). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Half or whole fee paid, per player (sen). */
    paidSen: integer('paid_sen').notNull().default(0),
    partnerPaidSen: integer('partner_paid_sen').notNull().default(0),
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    partnerOrderId: uuid('partner_order_id').references(() => paymentOrders.id, {
      onDelete: 'set null',
    }),
    /** Waitlist order (a pair's one place in the queue) and a running offer. */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    club: text('club'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** Staff let an ineligible entry stand, with a reason (audited). */
    overrideReason: text('override_reason'),
    overrideBy: uuid('override_by'),
    /**
     * A player's gender, date of birth or rating changed (a staff-approved correction or edit)
     * and the entry no longer meets the division's rules: flagged for the tournament officer and
     * told to its players once, until staff let it stand (override) or the facts fit again.
     */
    eligibilityFlaggedAt: timestamp('eligibility_flagged_at', { withTimezone: true }),
    /** Why: 'age', 'gender', 'skill' or 'pair' (a mixed pair no longer one man, one woman). */
    eligibilityFlagReasons: text('eligibility_flag_reasons').array(),
    seed: integer('seed'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A player is in a division at most once while the entry is live, as entrant or partner.
    uniqueIndex('entries_live_player_key')
      .on(t.divisionId, t.playerId)
      .where(sql`${t.status} IN (${LIVE_IN})`),
    uniqueIndex('entries_live_partner_key')
      .on(t.divisionId, t.partnerId)
      .where(sql`${t.partnerId} IS NOT NULL AND ${t.status} IN (${LIVE_IN})`),
    index('entries_division_status_idx').on(t.divisionId, t.status),
    index('entries_flagged_idx')
      .on(t.eligibilityFlaggedAt)
      .where(sql`${t.eligibilityFlaggedAt} IS NOT NULL`),
    index('entries_player_idx').on(t.playerId),
    index('entries_partner_idx')
      .on(t.partnerId)
      .where(sql`${t.partnerId} IS NOT NULL`),
    index('entries_partner_deadline_idx')
      .on(t.partnerDeadline)
      .where(sql`${t.status} = 'awaiting_partner'`),
    index('entries_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    index('entries_offer_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    check(
      'entries_partner_not_self',
      sql`${t.partnerId} IS NULL OR ${t.partnerId} <> ${t.playerId}`,
    ),
  ],
);

/** A division's published placements, one row per player (a pair's two players share one). */
export const results = pgTable(
  'results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').references(() => entries.id, { onDelete: 'set null' }),
    placement: integer('placement').notNull(),
    /** Copied from the tournament so a ranking window needs no join: its last day. */
    playedOn: date('played_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('results_division_player_key').on(t.divisionId, t.playerId),
    index('results_player_idx').on(t.playerId, t.playedOn),
    check('results_placement_check', sql`${t.placement} > 0`),
  ],
);

/**
 * The players told that a division's results were published (inbox and mail, once each): a
 * correction, a retry or a second publish tells only players not told before.
 */
export const resultsNotices = pgTable(
  'results_notices',
  {
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    toldAt: timestamp('told_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.divisionId, t.playerId] })],
);

/** Optional match list of a division's results, with scores. */
export const matches = pgTable(
  'matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    round: text('round').notNull(),
    /** Player ids of each side (one for singles, two for doubles). */
    sideA: jsonb('side_a').$type<string[]>().notNull(),
    sideB: jsonb('side_b').$type<string[]>().notNull(),
    /** Game scores, e.g. "11-7, 9-11, 11-5"; the winner side. */
    scores: text('scores').notNull(),
    winner: text('winner', { enum: ['a', 'b'] }).notNull(),
    playedOn: date('played_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('matches_division_idx').on(t.divisionId)],
);

/** Ranking rules of a season: best N results in a rolling window; points per tier × placement. */
export const rankingRules = pgTable('ranking_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameMs: text('name_ms').notNull(),
  /** The rules apply to rankings computed on or after this day (the newest applies). */
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  bestOf: integer('best_of').notNull().default(4),
  windowWeeks: integer('window_weeks').notNull().default(52),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Points for finishing at `placement` (1 winner, 2 runner-up, 3 semi-finalists, 5 quarter-…)
 * in a tier; a placement between rows earns the row at or above it.
 */
export const rankingPoints = pgTable(
  'ranking_points',
  {
    rulesId: uuid('rules_id')
      .notNull()
      .references(() => rankingRules.id, { onDelete: 'cascade' }),
    tierCode: text('tier_code')
      .notNull()
      .references(() => sanctioningTiers.code),
    placement: integer('placement').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rulesId, t.tierCode, t.placement] })],
);

/** The current standing of a player in a category (discipline × age group), recomputed. */
export const rankings = pgTable(
  'rankings',
  {
    category: text('category').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    points: integer('points').notNull(),
    /** Tie-break values: the best counted result's points, then the number counted. */
    bestPoints: integer('best_points').notNull(),
    counted: integer('counted').notNull(),
    latestOn: date('latest_on', { mode: 'string' }).notNull(),
    /** The counted results (result ids with their points), for "why this many points". */
    breakdown: jsonb('breakdown').$type<{ resultId: number; points: number }[]>().notNull(),
    state: text('state'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.category, t.playerId] }),
    // In rank order by the tie-break values, not by `rank` itself: a re-rank then rewrites only
    // the rank column, in place (HOT, no index entries), so moving a whole category stays cheap.
    // The table keeps free room in each page for that (fillfactor 50, migration 0032).
    index('rankings_category_order_idx').on(
      t.category,
      t.points.desc(),
      t.bestPoints.desc(),
      t.counted.desc(),
      t.latestOn.desc(),
    ),
    index('rankings_category_state_order_idx').on(
      t.category,
      t.state,
      t.points.desc(),
      t.bestPoints.desc(),
      t.counted.desc(),
      t.latestOn.desc(),
    ),
    index('rankings_player_idx').on(t.playerId),
  ],
);

/** A player's rank and points per category, once per day it changed (the portal's chart). */
export const rankingHistory = pgTable(
  'ranking_history',
  {
    category: text('category').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    on: date('on', { mode: 'string' }).notNull(),
    rank: integer('rank').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.category, t.on] })],
);

/** Player choices about competition visibility. */
export const competitionPrivacy = pgTable('competition_privacy', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** A public profile at /players/<member ID> (under-18s also need guardian consent). */
  publicProfile: boolean('public_profile').notNull().default(false),
  /** Show "Private player" instead of the name on public entry lists. */
  hideFromEntryLists: boolean('hide_from_entry_lists').notNull().default(false),
  /** May be picked as a partner from the list of eligible members. */
  partnerListed: boolean('partner_listed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
