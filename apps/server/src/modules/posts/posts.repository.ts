import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import {
  players,
  postComments,
  postLikes,
  posts,
  type StoredLinkData,
} from '../../db/schema/index';

import { postMedia } from './link-data';

export interface FeedCursor {
  createdAt: Date;
  id: string;
}

export interface NewPost {
  authorId: string;
  postType: 'text' | 'image' | 'link';
  content: string;
  imageUrls: string[];
  linkData: StoredLinkData | null;
  createdAt?: Date;
}

const postColumns = {
  id: posts.id,
  authorId: posts.authorId,
  postType: posts.postType,
  content: posts.content,
  imageUrls: posts.imageUrls,
  linkData: posts.linkData,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  authorFullName: players.fullName,
  authorUsername: players.username,
  authorPicture: players.profilePicture,
  authorGender: players.gender,
};

/** A post with its author's current name and picture (joined, so a profile change shows). */
export type PostWithAuthor = Awaited<
  ReturnType<ReturnType<typeof createPostsRepository>['feed']>
>[number];

export function createPostsRepository(db: DbExecutor) {
  return {
    /** Newest first, keyset on (createdAt, id): a page never repeats or skips a post. */
    async feed(filter: { limit: number; before?: FeedCursor | undefined; authorId?: string }) {
      const { before } = filter;
      return db
        .select(postColumns)
        .from(posts)
        .leftJoin(players, eq(players.id, posts.authorId))
        .where(
          and(
            filter.authorId ? eq(posts.authorId, filter.authorId) : undefined,
            before
              ? sql`(${posts.createdAt}, ${posts.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(filter.limit);
    },

    async findById(id: string) {
      const [row] = await db
        .select(postColumns)
        .from(posts)
        .leftJoin(players, eq(players.id, posts.authorId))
        .where(eq(posts.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The post row alone, locked for the rest of the transaction (edit and delete). */
    async lockById(id: string) {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async insert(values: NewPost) {
      const [row] = await db
        .insert(posts)
        .values({ ...values, ...(values.createdAt ? { updatedAt: values.createdAt } : {}) })
        .returning({ id: posts.id });
      return row!.id;
    },

    async updateContent(id: string, content: string) {
      await db
        .update(posts)
        .set({ content, updatedAt: sql`date_trunc('milliseconds', now())` })
        .where(eq(posts.id, id));
    },

    async remove(id: string) {
      const [row] = await db.delete(posts).where(eq(posts.id, id)).returning();
      return row ?? null;
    },

    /** Likes of these posts, oldest first, as (postId, playerId) pairs: one query per page. */
    async likesOf(postIds: string[]) {
      if (postIds.length === 0) return [];
      return db
        .select({ postId: postLikes.postId, playerId: postLikes.playerId })
        .from(postLikes)
        .where(inArray(postLikes.postId, postIds))
        .orderBy(asc(postLikes.createdAt));
    },

    /** Comments of these posts, oldest first, with each commenter's current name and picture. */
    async commentsOf(postIds: string[]) {
      if (postIds.length === 0) return [];
      return db
        .select({
          id: postComments.id,
          postId: postComments.postId,
          playerId: postComments.playerId,
          comment: postComments.comment,
          createdAt: postComments.createdAt,
          fullName: players.fullName,
          username: players.username,
          profilePicture: players.profilePicture,
        })
        .from(postComments)
        .leftJoin(players, eq(players.id, postComments.playerId))
        .where(inArray(postComments.postId, postIds))
        .orderBy(asc(postComments.createdAt), asc(postComments.id));
    },

    /** Removes the like if there is one; else adds it (a concurrent duplicate is a no-op). */
    async toggleLike(postId: string, playerId: string) {
      const removed = await db
        .delete(postLikes)
        .where(and(eq(postLikes.postId, postId), eq(postLikes.playerId, playerId)))
        .returning({ postId: postLikes.postId });
      if (removed.length > 0) return 'unliked' as const;
      await db.insert(postLikes).values({ postId, playerId }).onConflictDoNothing();
      return 'liked' as const;
    },

    async findComment(postId: string, commentId: string) {
      const [row] = await db
        .select()
        .from(postComments)
        .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)))
        .limit(1);
      return row ?? null;
    },

    async removeComment(commentId: string) {
      await db.delete(postComments).where(eq(postComments.id, commentId));
    },

    async insertComment(postId: string, playerId: string, comment: string) {
      await db.insert(postComments).values({ postId, playerId, comment });
    },

    /** Image URLs of every post by this player (to remove from storage after deletion). */
    async imageUrlsByAuthor(authorId: string) {
      const rows = await db
        .select({ imageUrls: posts.imageUrls, linkData: posts.linkData })
        .from(posts)
        .where(eq(posts.authorId, authorId));
      return rows.flatMap((r) => postMedia(r));
    },

    /**
     * The author deleted their account and kept their posts and comments: they stay, shown as
     * "Former member" (author and commenter become null, so the cascade no longer reaches them).
     */
    async detachAuthor(playerId: string) {
      await db.update(posts).set({ authorId: null }).where(eq(posts.authorId, playerId));
      await db
        .update(postComments)
        .set({ playerId: null })
        .where(eq(postComments.playerId, playerId));
    },

    async idsByAuthor(authorId: string) {
      const rows = await db
        .select({ id: posts.id })
        .from(posts)
        .where(eq(posts.authorId, authorId));
      return rows.map((r) => r.id);
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
