import { FORMER_MEMBER_NAME, type Post, type PostComment, type Report } from '@app/shared/posts';

import type { PostsRepository, PostWithAuthor } from './posts.repository';
import type { ReportWithPost } from './reports.repository';

type LikeRow = Awaited<ReturnType<PostsRepository['likesOf']>>[number];
type CommentRow = Awaited<ReturnType<PostsRepository['commentsOf']>>[number];

function toComment(row: CommentRow): PostComment {
  return {
    _id: row.id,
    playerId: row.playerId,
    fullName: row.fullName ?? FORMER_MEMBER_NAME,
    username: row.username ?? '',
    profilePicture: row.profilePicture,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rows → wire records, with each post's likes and comments grouped from two page-wide queries. */
export function toPosts(rows: PostWithAuthor[], likes: LikeRow[], comments: CommentRow[]): Post[] {
  const likesByPost = new Map<string, string[]>();
  for (const like of likes) {
    const list = likesByPost.get(like.postId) ?? [];
    list.push(like.playerId);
    likesByPost.set(like.postId, list);
  }
  const commentsByPost = new Map<string, PostComment[]>();
  for (const comment of comments) {
    const list = commentsByPost.get(comment.postId) ?? [];
    list.push(toComment(comment));
    commentsByPost.set(comment.postId, list);
  }
  return rows.map((row) => ({
    _id: row.id,
    author: {
      playerId: row.authorId,
      fullName: row.authorFullName ?? FORMER_MEMBER_NAME,
      username: row.authorUsername ?? '',
      profilePicture: row.authorPicture,
      gender: row.authorGender,
    },
    postType: row.postType,
    content: row.content,
    imageUrl: row.imageUrls[0] ?? null,
    imageUrls: row.imageUrls,
    linkData: row.linkData ?? null,
    likes: likesByPost.get(row.id) ?? [],
    comments: commentsByPost.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** A report with the post as it is now, or as it was when reported once the post is gone. */
export function toReport(
  { report, liveContent, liveImageUrls, liveLink, authorId, authorBlockedAt }: ReportWithPost,
  comments: { id: string; fullName: string; comment: string }[] = [],
): Report {
  const deleted = report.postId === null || liveContent === null;
  const imageUrls = deleted ? report.postImageUrls : (liveImageUrls ?? []);
  return {
    _id: report.id,
    status: report.status,
    reason: report.reason,
    details: report.details,
    reporterName: report.reporterName,
    reportedBy: report.reportedBy,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    post: {
      _id: deleted ? null : report.postId,
      author: {
        username: report.postAuthorUsername,
        fullName: report.postAuthorFullName,
        _id: authorId,
        postingBlocked: authorBlockedAt !== null,
      },
      content: deleted ? report.postContent : (liveContent ?? ''),
      imageUrl: imageUrls[0] ?? null,
      imageUrls,
      deleted,
      link:
        deleted || !liveLink
          ? null
          : { url: liveLink.url, title: liveLink.title, domain: liveLink.domain },
      comments: deleted
        ? []
        : comments.map((c) => ({ _id: c.id, fullName: c.fullName, comment: c.comment })),
    },
  };
}
