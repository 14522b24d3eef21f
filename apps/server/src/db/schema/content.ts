import {
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('programs_kind_date_idx').on(t.kind, t.date)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollments_program_player_key').on(t.programId, t.playerId),
    index('enrollments_player_idx').on(t.playerId),
  ],
);

export type NewsRow = typeof news.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;
export type ProgramRow = typeof programs.$inferSelect;
