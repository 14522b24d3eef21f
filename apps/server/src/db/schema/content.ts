import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { players } from './players';
import { foldedSearchText } from './search';

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsId: text('news_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    content: text('content').notNull().default(''),
    // Bahasa Malaysia beside each English field: '' until translated.
    titleMs: text('title_ms').notNull().default(''),
    summaryMs: text('summary_ms').notNull().default(''),
    contentMs: text('content_ms').notNull().default(''),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('published'),
    category: text('category').notNull().default('General'),
    priority: text('priority'),
    relatedTournament: text('related_tournament'),
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_news_id_key').on(t.newsId),
    index('news_publish_date_idx').on(t.publishDate, t.createdAt),
  ],
);

/** One featured video for the home page (a single row, key 'home'). */
export const featuredVideos = pgTable('featured_videos', {
  key: text('key').primaryKey(),
  id: uuid('id').notNull().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  titleMs: text('title_ms').notNull().default(''),
  descriptionMs: text('description_ms').notNull().default(''),
  videoUrl: text('video_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const milestones = pgTable(
  'milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    titleMs: text('title_ms').notNull().default(''),
    descriptionMs: text('description_ms').notNull().default(''),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('milestones_position_idx').on(t.position, t.date)],
);

/** The organisation chart: who holds which office, by group and order (content editors keep it). */
export const officeBearers = pgTable(
  'office_bearers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    group: text('group', {
      enum: ['executive', 'heads', 'advisors', 'sub_committee'],
    }).notNull(),
    role: text('role').notNull(),
    roleMs: text('role_ms').notNull().default(''),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('office_bearers_group_position_idx').on(t.group, t.position)],
);

/** Affiliated state associations and clubs, each with its own logo (the affiliate page). */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    website: text('website').notNull().default(''),
    logoUrl: text('logo_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affiliates_state_name_idx').on(t.state, t.name)],
);

/** Courses and clinics share one shape (spec §3); `kind` tells them apart. */
export const programs = pgTable(
  'programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['course', 'clinic'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    titleMs: text('title_ms').notNull().default(''),
    descriptionMs: text('description_ms').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    location: text('location').notNull(),
    coach: text('coach').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    status: text('status', { enum: ['active', 'inactive', 'completed'] })
      .notNull()
      .default('active'),
    /** The Malaysian state it is held in (calendar filter); null when not given. */
    state: text('state'),
    /** Players may cancel until this many days before the date (0: until the day itself). */
    cancelCutoffDays: integer('cancel_cutoff_days').notNull().default(0),
    /** Doubles: a player enrols with a partner, the pair takes one place. */
    doubles: boolean('doubles').notNull().default(false),
    /** Refund rule for self-service withdrawals of a paid place: none, until a date, a share. */
    refundRule: text('refund_rule', { enum: ['none', 'until', 'percentage'] })
      .notNull()
      .default('none'),
    refundUntil: date('refund_until', { mode: 'string' }),
    refundPercent: integer('refund_percent'),
    /** Eligibility beyond an active membership: an age band and a skill range (inclusive). */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    minSkill: text('min_skill'),
    maxSkill: text('max_skill'),
    /** Title (both languages), coach, location and state folded for search (generated). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        foldedSearchText(
          sql`${programs.title}`,
          sql`${programs.titleMs}`,
          sql`${programs.coach}`,
          sql`${programs.location}`,
          sql`${programs.state}`,
        ),
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('programs_kind_date_idx').on(t.kind, t.date),
    index('programs_date_idx').on(t.date),
    index('programs_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Doubles: the partner the player named; the pair holds this one place. */
    partnerPlayerId: uuid('partner_player_id').references(() => players.id, {
      onDelete: 'cascade',
    }),
    /** `awaiting_partner` until the partner confirms (by `partnerDeadline`), then `confirmed`. */
    status: text('status', { enum: ['confirmed', 'awaiting_partner', 'awaiting_payment'] })
      .notNull()
      .default('confirmed'),
    partnerDeadline: timestamp('partner_deadline', { withTimezone: true }),
    /** A paid course or clinic: when staff recorded the player's payment (bank transfer, venue). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The transfer's reference or the receipt's number, as staff recorded it. */
    paymentReference: text('payment_reference'),
    /** `awaiting_payment`: the place is held for the checkout until then, then released once. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The online payment order that pays for this place. */
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollments_program_player_key').on(t.programId, t.playerId),
    uniqueIndex('enrollments_program_partner_key')
      .on(t.programId, t.partnerPlayerId)
      .where(sql`${t.partnerPlayerId} IS NOT NULL`),
    index('enrollments_player_idx').on(t.playerId),
    index('enrollments_partner_idx')
      .on(t.partnerPlayerId)
      .where(sql`${t.partnerPlayerId} IS NOT NULL`),
    index('enrollments_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    index('enrollments_partner_deadline_idx')
      .on(t.partnerDeadline)
      .where(sql`${t.status} = 'awaiting_partner'`),
  ],
);

/**
 * A full programme's queue, first come first served (by `id`). When a place frees, the first
 * `waiting` entry becomes `offered` until `offerExpiresAt`; an offered place counts as taken.
 * Every change happens with the programme row locked, so each freed place goes to one person.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['waiting', 'offered', 'claimed', 'expired', 'left'] })
      .notNull()
      .default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_open_key')
      .on(t.programId, t.playerId)
      .where(sql`${t.status} IN ('waiting', 'offered')`),
    index('waitlist_entries_queue_idx')
      .on(t.programId, t.id)
      .where(sql`${t.status} IN ('waiting', 'offered')`),
    index('waitlist_entries_player_idx').on(t.playerId),
    index('waitlist_entries_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
  ],
);

export type NewsRow = typeof news.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;
export type ProgramRow = typeof programs.$inferSelect;
export type OfficeBearerRow = typeof officeBearers.$inferSelect;
export type AffiliateRow = typeof affiliates.$inferSelect;
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
