import { z } from 'zod';

import { parseIsoDate } from './birth-date';
import { previewText } from './messages';
import { malayText } from './translations';

// ── Constants (spec §3, §9) ───────────────────────────────────────────────────────────────────

export const NEWS_CATEGORIES = ['General', 'Tournament'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const DEFAULT_NEWS_CATEGORY = 'General' satisfies NewsCategory;
/** News is saved as published (spec §4); the status filter matches it case-insensitively. */
export const NEWS_STATUSES = ['published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Summary fallback lengths (spec §9): news cards and the news page sidebar. */
export const NEWS_SUMMARY_LENGTH = 150;
export const NEWS_SIDEBAR_SUMMARY = 80;
/** `GET /api/news?limit=` bounds; the clients ask for 2 (home) or 50 (news page, admin). */
export const NEWS_LIST_MAX_LIMIT = 100;
export const NEWS_TITLE_MAX_LENGTH = 200;
export const NEWS_SUMMARY_MAX_LENGTH = 1000;
export const NEWS_CONTENT_MAX_LENGTH = 50_000;

// ── Wire record (api-compat.md) ───────────────────────────────────────────────────────────────

export const newsMediaSchema = z.object({ type: z.string(), url: z.string() });
export type NewsMedia = z.infer<typeof newsMediaSchema>;

/**
 * A news article as the clients read it. `content` is always a string; `status` and `category`
 * are plain strings because older records carry 'Published' as well as 'published'.
 */
export const newsSchema = z.object({
  _id: z.string(),
  newsId: z.string(),
  title: z.string(),
  titleMs: z.string().default(''),
  summary: z.string(),
  summaryMs: z.string().default(''),
  content: z.string(),
  contentMs: z.string().default(''),
  publishDate: z.string(),
  status: z.string(),
  category: z.string(),
  priority: z.union([z.string(), z.number()]).nullable(),
  relatedTournament: z.string().nullable(),
  media: z.array(newsMediaSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type News = z.infer<typeof newsSchema>;

// ── Text preview and picture ──────────────────────────────────────────────────────────────────

/** Elements whose text is not prose, dropped with their content. */
const HIDDEN_ELEMENTS = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags that break a line, so 'a</p><p>b' reads 'a b' and not 'ab'. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The readable text of HTML content: tags removed, common entities decoded, spaces collapsed. */
export function htmlToPlainText(html: string): string {
  return decodeEntities(
    html
      .replace(COMMENT, ' ')
      .replace(HIDDEN_ELEMENTS, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(ANY_TAG, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text shown for an article (spec §9): its summary when it has one (trimmed, not cut),
 * otherwise the first `max` characters of its content as plain text, with '…' when cut
 * (150 on cards, NEWS_SIDEBAR_SUMMARY = 80 in the sidebar).
 */
export function newsSummary(
  news: { summary?: string | null; content?: string | null },
  max: number = NEWS_SUMMARY_LENGTH,
): string {
  const summary = news.summary?.trim();
  if (summary) return summary;
  return previewText(htmlToPlainText(news.content ?? ''), max);
}

/** The article's picture: the first media item's url, or null. */
export function newsImageUrl(news: {
  media?: readonly { type?: string | null; url?: string | null }[] | null;
}): string | null {
  const url = news.media?.[0]?.url;
  return typeof url === 'string' && url.trim() !== '' ? url : null;
}

/** A new article's id: 'NEWS' followed by the current time in milliseconds (spec §7). */
export function generateNewsId(now: Date = new Date()): string {
  return `NEWS${now.getTime()}`;
}

// ── Save input (multipart strings) ────────────────────────────────────────────────────────────

/** Absent, null or blank → ''; otherwise trimmed. */
const text = () =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim());

const requiredText = (required: string, label: string, max: number) =>
  text().pipe(z.string().min(1, required).max(max, `${label} must be at most ${max} characters`));

/** Blank → null, otherwise trimmed. */
const optionalText = (label: string, max: number) =>
  text()
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .transform((value) => (value === '' ? null : value));

const publishDateSchema = text().pipe(
  z
    .string()
    .min(1, { error: 'Publish date is required', abort: true })
    .refine((value) => parseIsoDate(value) !== null, 'Publish date must be a valid date'),
);

/** A category from NEWS_CATEGORIES, any letter case, in its canonical spelling. */
const categorySchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const category = NEWS_CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase());
    if (category) return category;
    ctx.addIssue({ code: 'custom', message: 'Please select a category' });
    return z.NEVER;
  });

const statusSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const status = NEWS_STATUSES.find((s) => s === value.toLowerCase());
    if (status) return status;
    ctx.addIssue({ code: 'custom', message: 'Status must be published' });
    return z.NEVER;
  });

/** Blank → null; a number stays a number; text is trimmed. */
const prioritySchema = z
  .union([z.string().max(50, 'Priority must be at most 50 characters'), z.number()])
  .nullish()
  .transform((value) => {
    if (typeof value === 'number') return value;
    const trimmed = (value ?? '').trim();
    return trimmed === '' ? null : trimmed;
  });

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const newsFields = {
  title: requiredText('Title is required', 'Title', NEWS_TITLE_MAX_LENGTH),
  publishDate: publishDateSchema,
  content: requiredText('Content is required', 'Content', NEWS_CONTENT_MAX_LENGTH),
  summary: text().pipe(
    z
      .string()
      .max(
        NEWS_SUMMARY_MAX_LENGTH,
        `Summary must be at most ${NEWS_SUMMARY_MAX_LENGTH} characters`,
      ),
  ),
  category: z.preprocess(blankToUndefined, categorySchema.nullish()),
  status: z.preprocess(blankToUndefined, statusSchema.nullish()),
  priority: prioritySchema,
  relatedTournament: optionalText('Related tournament', 200),
  titleMs: malayText('Title', NEWS_TITLE_MAX_LENGTH),
  summaryMs: malayText('Summary', NEWS_SUMMARY_MAX_LENGTH),
  contentMs: malayText('Content', NEWS_CONTENT_MAX_LENGTH),
};

/**
 * `POST /api/news` (multipart strings). Title, publish date ('YYYY-MM-DD') and content are
 * required; summary is optional (''), category defaults to General, status to 'published';
 * priority and relatedTournament are null when blank. `newsId` and other fields are stripped:
 * the server makes the id (generateNewsId).
 */
export const saveNewsInputSchema = z
  .object(newsFields)
  .transform(({ category, status, ...rest }) => ({
    ...rest,
    category: category ?? DEFAULT_NEWS_CATEGORY,
    status: status ?? 'published',
  }));
export type SaveNewsInput = z.output<typeof saveNewsInputSchema>;

/**
 * `PATCH /api/news/{newsId}`: the same rules, but a field left out stays unchanged (no
 * defaults), so a client that does not send `category` keeps the article's category. A field
 * that is sent must still be valid (a blank title is 'Title is required').
 */
export const updateNewsInputSchema = z.object({
  title: newsFields.title.optional(),
  publishDate: newsFields.publishDate.optional(),
  content: newsFields.content.optional(),
  summary: newsFields.summary.optional(),
  category: z.preprocess(blankToUndefined, categorySchema.optional()),
  status: z.preprocess(blankToUndefined, statusSchema.optional()),
  priority: prioritySchema.optional(),
  relatedTournament: newsFields.relatedTournament.optional(),
  titleMs: newsFields.titleMs.optional(),
  summaryMs: newsFields.summaryMs.optional(),
  contentMs: newsFields.contentMs.optional(),
});
export type UpdateNewsInput = z.output<typeof updateNewsInputSchema>;

// ── List query ────────────────────────────────────────────────────────────────────────────────

/**
 * `GET /api/news?status=&category=&limit=`. Status is lower-cased ('Published' = 'published'),
 * category matched case-insensitively, limit a whole number 1–100 (absent: the server decides).
 */
export const listNewsQuerySchema = z.object({
  status: z
    .string()
    .trim()
    .min(1)
    .transform((value) => value.toLowerCase())
    .optional(),
  category: categorySchema.optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(NEWS_LIST_MAX_LIMIT, `Limit must be at most ${NEWS_LIST_MAX_LIMIT}`)
    .optional(),
});
export type ListNewsQuery = z.output<typeof listNewsQuerySchema>;
