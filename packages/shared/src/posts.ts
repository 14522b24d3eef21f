import { z } from 'zod';

import { MAX_IMAGE_BYTES } from './common';
import { parseVideoUrl } from './video';

// ── Constants (spec §5, §9) ───────────────────────────────────────────────────────────────────

export const MAX_POST_IMAGES = 5;
export const POST_IMAGE_MAX_BYTES = MAX_IMAGE_BYTES;
export const POST_CONTENT_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 1000;
export const REPORT_DETAILS_MAX_LENGTH = 1000;
export const LINK_URL_MAX_LENGTH = 2048;
export const LINK_TITLE_MAX_LENGTH = 200;
export const LINK_DESCRIPTION_MAX_LENGTH = 300;
/** Page sizes (spec §9): 5 on the home page, 20 in the hub. */
export const HOME_FEED_SIZE = 5;
export const FEED_PAGE_SIZE = 20;
export const FEED_MAX_LIMIT = 50;
/** The header that carries the cursor of the next (older) page of the feed. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export const POST_TYPES = ['text', 'image', 'link'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'violence', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  inappropriate: 'Inappropriate content',
  violence: 'Violence or dangerous behaviour',
  other: 'Other',
};
export const REPORT_STATUSES = ['pending', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The messages of spec §5, shown by the client and answered by the server alike. */
export const POST_MESSAGES = {
  empty: 'Please write something, select an image, or add a link before posting!',
  tooManyImages: `You can only upload a maximum of ${MAX_POST_IMAGES} images per post`,
  imageTooLarge: (file: string) => `${file} is larger than 5MB`,
  notImage: 'Only image files can be attached to a post',
  emptyComment: 'Please write a comment!',
  emptyEdit: 'Post content cannot be empty!',
  noReason: 'Please select a reason for reporting this post',
  notYourEdit: 'You can only edit your own posts',
  notYourDelete: 'You can only delete your own posts',
  notYourComment: 'You can only delete your own comments',
  ownReport: 'You cannot report your own post',
  alreadyReported: 'You have already reported this post',
  tooLong: `Posts can be at most ${POST_CONTENT_MAX_LENGTH} characters`,
  commentTooLong: `Comments can be at most ${COMMENT_MAX_LENGTH} characters`,
  badLink: 'Please enter a valid http:// or https:// link',
  postingBlocked: (reason: string) =>
    `A moderator has blocked you from posting and commenting in PickleZone. Reason: ${reason}`,
  blockReasonRequired: 'Please give a reason for the block (the player sees it)',
} as const;

/** A moderator blocks (or unblocks) a player from posting and commenting. */
export const postingBlockInputSchema = z
  .object({
    blocked: z.boolean({ message: 'blocked must be true or false' }),
    reason: z.string().trim().max(300, 'Keep the reason under 300 characters').optional(),
    /** A restriction for this many days (1–365); absent: until a moderator lifts it. */
    days: z
      .number({ message: 'Days must be a whole number from 1 to 365' })
      .int('Days must be a whole number from 1 to 365')
      .min(1, 'Days must be a whole number from 1 to 365')
      .max(365, 'Days must be a whole number from 1 to 365')
      .optional(),
  })
  .refine((v) => !v.blocked || (v.reason ?? '').length > 0, {
    message: POST_MESSAGES.blockReasonRequired,
    path: ['reason'],
  });
export type PostingBlockInput = z.infer<typeof postingBlockInputSchema>;

/** Card title of a video link when the client sent none. */
export const VIDEO_LINK_TITLES = {
  youtube: 'YouTube video',
  vimeo: 'Vimeo video',
  dailymotion: 'Dailymotion video',
} as const;

// ── Wire records (api-compat.md) ──────────────────────────────────────────────────────────────

/** What a post or comment shows for an author who deleted their account and kept their words. */
export const FORMER_MEMBER_NAME = 'Former member';

export const postAuthorSchema = z.object({
  /** The author's `_id`; null once they deleted their account ("Former member"). */
  playerId: z.string().nullable(),
  fullName: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  gender: z.string().nullable(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const linkDataSchema = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  domain: z.string(),
  isVideo: z.boolean(),
  embedUrl: z.string().nullable(),
  videoType: z.string().nullable(),
});
export type LinkData = z.infer<typeof linkDataSchema>;

export const commentSchema = z.object({
  _id: z.string(),
  /** The commenter's `_id`; null once they deleted their account ("Former member"). */
  playerId: z.string().nullable(),
  fullName: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  comment: z.string(),
  createdAt: z.string(),
});
export type PostComment = z.infer<typeof commentSchema>;

export const postSchema = z.object({
  _id: z.string(),
  author: postAuthorSchema,
  postType: z.enum(POST_TYPES),
  content: z.string(),
  imageUrl: z.string().nullable(),
  imageUrls: z.array(z.string()),
  linkData: linkDataSchema.nullable(),
  likes: z.array(z.string()),
  comments: z.array(commentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const reportSchema = z.object({
  _id: z.string(),
  status: z.enum(REPORT_STATUSES),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporterName: z.string(),
  reportedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  post: z
    .object({
      _id: z.string().nullable(),
      author: z.object({
        username: z.string(),
        fullName: z.string(),
        /** The author's account (null once it is deleted) and whether they may post. */
        _id: z.string().nullable(),
        postingBlocked: z.boolean(),
      }),
      content: z.string(),
      imageUrl: z.string().nullable(),
      imageUrls: z.array(z.string()),
      deleted: z.boolean(),
      /** A link post's link (the live post's; null for other posts and once it is gone). */
      link: z.object({ url: z.string(), title: z.string(), domain: z.string() }).nullable(),
      /** The live post's comments, for moderators to remove (none once the post is gone). */
      comments: z.array(z.object({ _id: z.string(), fullName: z.string(), comment: z.string() })),
    })
    .nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** `POST /api/link-preview` answers the link card a post would store. */
export const linkPreviewSchema = linkDataSchema;
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

// ── Inputs ────────────────────────────────────────────────────────────────────────────────────

/** http(s) only, no user info: the one link shape posts and previews accept. */
export function isHttpUrl(value: string): boolean {
  if (value.length > LINK_URL_MAX_LENGTH || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new (
      globalThis as unknown as {
        URL: new (s: string) => {
          protocol: string;
          username: string;
          password: string;
          hostname: string;
        };
      }
    ).URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.hostname !== ''
    );
  } catch {
    return false;
  }
}

const optionalTrimmed = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().slice(0, max));

/**
 * Post creation fields (multipart). Author fields (`playerId`, `fullName`, …), `postType`,
 * `embedUrl` and `videoType` may be sent by older clients and are ignored: the author is the
 * session, the type follows the content, and video embeds are rebuilt from the link.
 */
export const createPostInputSchema = z.object({
  content: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(POST_CONTENT_MAX_LENGTH, POST_MESSAGES.tooLong)),
  linkUrl: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v === '' || isHttpUrl(v), POST_MESSAGES.badLink),
  linkTitle: optionalTrimmed(LINK_TITLE_MAX_LENGTH),
  linkDescription: optionalTrimmed(LINK_DESCRIPTION_MAX_LENGTH),
  linkImage: z
    .string()
    .optional()
    .transform((v) => {
      const text = (v ?? '').trim();
      return text !== '' && isHttpUrl(text) ? text : null;
    }),
});
export type CreatePostInput = z.output<typeof createPostInputSchema>;

export const editPostInputSchema = z.object({
  content: z
    .string({ error: POST_MESSAGES.emptyEdit })
    .trim()
    .min(1, POST_MESSAGES.emptyEdit)
    .max(POST_CONTENT_MAX_LENGTH, POST_MESSAGES.tooLong),
});
export type EditPostInput = z.output<typeof editPostInputSchema>;

export const commentInputSchema = z.object({
  comment: z
    .string({ error: POST_MESSAGES.emptyComment })
    .trim()
    .min(1, POST_MESSAGES.emptyComment)
    .max(COMMENT_MAX_LENGTH, POST_MESSAGES.commentTooLong),
});
export type CommentInput = z.output<typeof commentInputSchema>;

export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: POST_MESSAGES.noReason }),
  details: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(REPORT_DETAILS_MAX_LENGTH, 'Details can be at most 1000 characters')),
});
export type ReportInput = z.output<typeof reportInputSchema>;

export const linkPreviewInputSchema = z.object({
  url: z
    .string({ error: POST_MESSAGES.badLink })
    .trim()
    .refine((v) => isHttpUrl(v), POST_MESSAGES.badLink),
});

export const listPostsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FEED_MAX_LIMIT).optional(),
  cursor: z.string().max(200).optional(),
  /** Only this player's posts (the hub's Profile view); the `_id` of the author. */
  authorId: z.string().max(64).optional(),
});
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;

export const listReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
});

/** The hub's view in its URL: `?view=mine` is the Profile view (the player's own posts). */
export const feedViewQuerySchema = z.object({
  view: z.enum(['mine']).optional(),
});

// ── Client-side checks shared with the server ─────────────────────────────────────────────────

/** The §5 refusal for a picked set of files, or null when they may be posted. */
export function checkPostImages(files: readonly { name: string; size: number; type: string }[]) {
  if (files.length > MAX_POST_IMAGES) return POST_MESSAGES.tooManyImages;
  for (const file of files) {
    // SVG can carry script; the server refuses it, so the picker does too.
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
      return POST_MESSAGES.notImage;
    }
    if (file.size > POST_IMAGE_MAX_BYTES) return POST_MESSAGES.imageTooLarge(file.name);
  }
  return null;
}

/** The domain shown under a link card: the host without a leading 'www.'. */
export function linkDomain(url: string): string {
  const match = /^https?:\/\/([^/?#:]+)/i.exec(url.trim());
  return (match?.[1] ?? '').toLowerCase().replace(/^www\./, '');
}

/**
 * The card a link shows as: the page's (or client's) title, description and picture, plus the
 * video embed when the link is a recognised video. The embed URL is always rebuilt from the
 * link; a missing title falls back to the video kind or the domain.
 */
export function linkCard(
  url: string,
  page: { title?: string; description?: string; image?: string | null } = {},
): LinkData {
  const video = parseVideoUrl(url);
  return {
    url,
    title: page.title || (video ? VIDEO_LINK_TITLES[video.provider] : linkDomain(url)),
    description: page.description ?? '',
    image: page.image ?? null,
    domain: linkDomain(url),
    isVideo: video !== null,
    embedUrl: video?.embedUrl ?? null,
    videoType: video?.provider ?? null,
  };
}

// ── Mute and block (issue 18) ──────────────────────────────────────────────────────────────────

export const RELATION_KINDS = ['mute', 'block'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

export const relatedPlayerSchema = z.object({ playerId: z.string(), fullName: z.string() });

/** `GET /api/players/me/relations`: whom the player muted (posts hidden) and blocked. */
export const relationsSchema = z.object({
  muted: z.array(relatedPlayerSchema),
  blocked: z.array(relatedPlayerSchema),
});
export type Relations = z.infer<typeof relationsSchema>;

export const BLOCKED_COMMENT_MESSAGE = 'This player does not accept comments from you';
