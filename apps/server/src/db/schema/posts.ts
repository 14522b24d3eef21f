import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { admins } from './admins';
import { players } from './players';

/** Stored link card of a link post (Open Graph data, or a recognised video). */
export interface StoredLinkData {
  url: string;
  title: string;
  description: string;
  image: string | null;
  domain: string;
  isVideo: boolean;
  embedUrl: string | null;
  videoType: string | null;
}

/** Millisecond timestamps, so the feed's (createdAt, id) cursor round-trips through JS exactly. */
const msNow = sql`date_trunc('milliseconds', now())`;

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the author deleted their account and chose to keep it as "Former member". */
    authorId: uuid('author_id').references(() => players.id, { onDelete: 'cascade' }),
    postType: text('post_type', { enum: ['text', 'image', 'link'] }).notNull(),
    content: text('content').notNull().default(''),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    linkData: jsonb('link_data').$type<StoredLinkData>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(msNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(msNow),
  },
  (t) => [
    // Ascending, read backwards for the newest-first feed. `ORDER BY … DESC` means NULLS FIRST,
    // which an index declared DESC NULLS LAST cannot deliver, so the planner used to sort the
    // whole table for every page.
    index('posts_feed_order_idx').on(t.createdAt, t.id),
    index('posts_author_feed_order_idx').on(t.authorId, t.createdAt, t.id),
  ],
);

/** One row per (post, player): the primary key is what makes a like count once. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.playerId] }),
    index('post_likes_player_idx').on(t.playerId),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** Null once the commenter deleted their account and kept their words as "Former member". */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_comments_post_idx').on(t.postId, t.createdAt),
    index('post_comments_player_idx').on(t.playerId),
  ],
);

/**
 * A player's report of a post. The post's text, pictures and author are copied when reported,
 * so a report still shows what was reported after the post is gone (post_id then becomes null).
 */
export const postReports = pgTable(
  'post_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    reportedBy: uuid('reported_by').references(() => players.id, { onDelete: 'set null' }),
    reporterName: text('reporter_name').notNull(),
    reason: text('reason', {
      enum: ['spam', 'harassment', 'inappropriate', 'violence', 'other'],
    }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['pending', 'resolved'] })
      .notNull()
      .default('pending'),
    postContent: text('post_content').notNull().default(''),
    postImageUrls: text('post_image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    postAuthorUsername: text('post_author_username').notNull().default(''),
    postAuthorFullName: text('post_author_full_name').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per player per post.
    uniqueIndex('post_reports_open_key')
      .on(t.postId, t.reportedBy)
      .where(sql`${t.status} = 'pending'`),
    index('post_reports_created_idx').on(t.createdAt),
    index('post_reports_post_idx').on(t.postId),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type PostCommentRow = typeof postComments.$inferSelect;
export type PostReportRow = typeof postReports.$inferSelect;
