import {
  BLOCKED_COMMENT_MESSAGE,
  commentInputSchema,
  createPostInputSchema,
  editPostInputSchema,
  FEED_PAGE_SIZE,
  POST_MESSAGES,
  type ListPostsQuery,
  type Post,
} from '@app/shared/posts';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';
import {
  processImage,
  type MediaService,
  type ParsedMultipart,
  type StoredImage,
} from '../media/index';
import type { Notify } from '../notifications/index';
import type { Actor } from '../sessions/index';
import type { ThrottleRule, ThrottleService } from '../throttle/index';

import { decodeCursor, encodeCursor } from './feed-cursor';
import { buildLinkData, postMedia, type FetchLinkImage } from './link-data';
import { toPosts } from './posts.presenter';
import type { PostsRepository } from './posts.repository';
import type { RelationsRepository } from './relations.repository';
import type { ReportsRepository } from './reports.repository';

type PlayerActor = Extract<Actor, { kind: 'player' }>;

export interface PostsRepos {
  posts: PostsRepository;
  reports: ReportsRepository;
  relations?: RelationsRepository;
}

export interface PostsServiceDeps {
  data: DataAccess<PostsRepos>;
  media: MediaService;
  throttle: ThrottleService;
  postsPerMinute: number;
  /** Refuses a player a moderator has blocked from posting (403 with the reason). */
  assertMayPost: (playerId: string) => Promise<void>;
  /** Fetches a link card's picture server-side (SSRF-safe), so we store and serve our copy. */
  fetchLinkImage: FetchLinkImage;
  /** Cached feed pages carry likes, comments and authors: every write here clears them. */
  invalidate: InvalidateCache;
  /** The bell: comments and likes to the author, report outcomes to the reporters. */
  notify?: Notify;
}

const postNotFound = () => notFound('Post');

export function createPostsService(deps: PostsServiceDeps) {
  const { data, media, throttle } = deps;
  const repo = data.repos.posts;
  const feedChanged = () => deps.invalidate('posts');

  /**
   * Our re-encoded copy of a link card's picture, or null: a post never makes readers' browsers
   * fetch a URL the author chose (no tracking pixels; hole 7 of the attack run).
   */
  async function storeLinkImage(url: string | null): Promise<StoredImage | null> {
    if (!url) return null;
    const bytes = await deps.fetchLinkImage(url);
    if (!bytes) return null;
    try {
      return await media.store('posts', await processImage(bytes));
    } catch {
      return null;
    }
  }

  const writeRule = (bucket: 'post' | 'comment', playerId: string): ThrottleRule => ({
    bucket: `${bucket}:player`,
    key: playerId,
    limit: deps.postsPerMinute,
    windowMs: 60_000,
  });
  const assertWriteAllowed = (rule: ThrottleRule) =>
    throttle.assertAllowed(
      [rule],
      (minutes) => `You are posting too quickly. Please wait ${minutes} minute(s) and try again.`,
    );

  /** Posts with their likes and comments: three queries whatever the page size. */
  async function present(rows: Awaited<ReturnType<PostsRepository['feed']>>): Promise<Post[]> {
    const ids = rows.map((r) => r.id);
    const [likes, comments] = await Promise.all([repo.likesOf(ids), repo.commentsOf(ids)]);
    return toPosts(rows, likes, comments);
  }

  /**
   * A comment or a like tells the post's author (not themselves), in the bell; never when either
   * of the two blocked the other.
   */
  async function tellAuthor(post: Post, byPlayerId: string, type: 'comment' | 'like') {
    const authorId = post.author.playerId;
    if (!deps.notify || !authorId || authorId === byPlayerId) return;
    if (await data.repos.relations?.blockedEitherWay(authorId, byPlayerId)) return;
    const actor =
      type === 'comment'
        ? post.comments.findLast((c) => c.playerId === byPlayerId)?.fullName
        : undefined;
    await deps.notify({
      playerId: authorId,
      type,
      subjectKey: post._id,
      data: { postId: post._id, ...(actor ? { actor } : {}) },
    });
  }

  async function getPost(id: string): Promise<Post> {
    const row = isUuid(id) ? await repo.findById(id) : null;
    if (!row) throw postNotFound();
    const [post] = await present([row]);
    return post!;
  }

  return {
    getPost,

    async list(query: ListPostsQuery) {
      const limit = query.limit ?? FEED_PAGE_SIZE;
      if (query.authorId !== undefined && !isUuid(query.authorId)) {
        throw badRequest('authorId must be a player _id');
      }
      const rows = await repo.feed({
        limit: limit + 1,
        before: query.cursor ? decodeCursor(query.cursor) : undefined,
        ...(query.authorId ? { authorId: query.authorId } : {}),
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const nextCursor =
        rows.length > limit && last
          ? encodeCursor({ createdAt: last.createdAt, id: last.id })
          : null;
      return { posts: await present(page), nextCursor };
    },

    /**
     * Creates a post. The rate limit is checked before `readUpload` runs, so a player over the
     * limit gets 429 without the upload being read.
     */
    async create(actor: PlayerActor, readUpload: () => Promise<ParsedMultipart>) {
      const rule = writeRule('post', actor.playerId);
      await deps.assertMayPost(actor.playerId);
      await assertWriteAllowed(rule);
      const { fields, images } = await readUpload();
      const input = parseInput(createPostInputSchema, fields);
      const linkData = buildLinkData(input);
      if (input.content === '' && images.length === 0 && !linkData) {
        throw badRequest(POST_MESSAGES.empty);
      }
      const stored = await media.storeAll(
        'posts',
        images.map((i) => i.image),
      );
      if (linkData) {
        const linkImage = await storeLinkImage(linkData.image);
        linkData.image = linkImage?.url ?? null;
        if (linkImage) stored.push(linkImage);
      }
      try {
        const id = await repo.insert({
          authorId: actor.playerId,
          postType: stored.length > 0 ? 'image' : linkData ? 'link' : 'text',
          content: input.content,
          imageUrls: stored.filter((s) => s.url !== linkData?.image).map((s) => s.url),
          linkData,
          createdAt: new Date(),
        });
        await throttle.record([rule]);
        await feedChanged();
        return await getPost(id);
      } catch (err) {
        await Promise.allSettled(stored.map((s) => media.remove(s.url)));
        throw err;
      }
    },

    /** Only the author edits; ownership is checked before the body, so a stranger gets 403. */
    async edit(actor: PlayerActor, id: string, body: unknown) {
      if (!isUuid(id)) throw postNotFound();
      await data.withTransaction(async ({ posts }) => {
        const post = await posts.lockById(id);
        if (!post) throw postNotFound();
        if (post.authorId !== actor.playerId) throw forbidden(POST_MESSAGES.notYourEdit);
        const input = parseInput(editPostInputSchema, body);
        await posts.updateContent(id, input.content);
      });
      await feedChanged();
      return getPost(id);
    },

    /** The author, or an admin; either way the post's open reports are resolved with it. */
    async remove(actor: Actor, id: string) {
      if (!isUuid(id)) throw postNotFound();
      const { removed, reporters } = await data.withTransaction(async ({ posts, reports }) => {
        const post = await posts.lockById(id);
        if (!post) throw postNotFound();
        if (actor.kind === 'player' && post.authorId !== actor.playerId) {
          throw forbidden(POST_MESSAGES.notYourDelete);
        }
        const reporters = await reports.resolveForPosts(
          [id],
          actor.kind === 'admin' ? actor.adminId : null,
        );
        return { removed: await posts.remove(id), reporters };
      });
      await feedChanged();
      // A moderator removed a reported post: each reporter hears so.
      if (actor.kind === 'admin')
        for (const reporter of reporters)
          await deps.notify?.({
            playerId: reporter,
            type: 'report_outcome',
            subjectKey: id,
            data: { outcome: 'removed' },
          });
      await Promise.allSettled((removed ? postMedia(removed) : []).map((url) => media.remove(url)));
      return { success: true as const, message: 'Post deleted successfully' };
    },

    /** The comment's author, or a moderator; the change is audited with the comment's text. */
    async removeComment(actor: Actor, postId: string, commentId: string) {
      const comment =
        isUuid(postId) && isUuid(commentId) ? await repo.findComment(postId, commentId) : null;
      if (!comment) throw notFound('Comment');
      if (actor.kind === 'player' && comment.playerId !== actor.playerId) {
        throw forbidden(POST_MESSAGES.notYourComment);
      }
      await repo.removeComment(commentId);
      noteAudit({
        targetType: 'comments',
        targetId: commentId,
        before: { postId, playerId: comment.playerId, comment: comment.comment },
      });
      await feedChanged();
      return { success: true as const, message: 'Comment deleted' };
    },

    async toggleLike(actor: PlayerActor, id: string) {
      if (!isUuid(id)) throw postNotFound();
      let change: 'liked' | 'unliked';
      try {
        change = await repo.toggleLike(id, actor.playerId);
      } catch (err) {
        if (isForeignKeyViolation(err)) throw postNotFound();
        throw err;
      }
      await feedChanged();
      const post = await getPost(id);
      if (change === 'liked') await tellAuthor(post, actor.playerId, 'like');
      return post;
    },

    async comment(actor: PlayerActor, id: string, body: unknown) {
      if (!isUuid(id)) throw postNotFound();
      const input = parseInput(commentInputSchema, body);
      await deps.assertMayPost(actor.playerId);
      if (await data.repos.relations?.authorBlocked(id, actor.playerId))
        throw forbidden(BLOCKED_COMMENT_MESSAGE);
      const rule = writeRule('comment', actor.playerId);
      await assertWriteAllowed(rule);
      try {
        await repo.insertComment(id, actor.playerId, input.comment);
      } catch (err) {
        if (isForeignKeyViolation(err)) throw postNotFound();
        throw err;
      }
      await throttle.record([rule]);
      await feedChanged();
      const post = await getPost(id);
      await tellAuthor(post, actor.playerId, 'comment');
      return post;
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
