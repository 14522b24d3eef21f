import { z } from 'zod';

import { parseIsoDate } from './birth-date';
import { MAX_IMAGE_BYTES } from './common';
import { refundRuleSchema } from './payments/schemas';
import { SKILL_LEVELS } from './players/skill-level';
import { malayText } from './translations';
import { resolveFeaturedVideoUrl, VIDEO_INPUT_MAX_LENGTH } from './video';

// Milestones, the featured video, and courses/clinics (spec §3, §5; api-compat.md).

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const SHORT_TEXT_MAX_LENGTH = 200;

/** Absent, null or blank → ''; otherwise trimmed. */
const text = () =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim());

export const requiredText = (label: string, max: number) =>
  text().pipe(
    z
      .string()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );

export const requiredDate = () =>
  text().pipe(
    z
      .string()
      .min(1, { error: 'Date is required', abort: true })
      .refine((value) => parseIsoDate(value) !== null, 'Date must be a valid date'),
  );

/** A real calendar date written 'YYYY-MM-DD' (records). */
const isoDateSchema = z
  .string()
  .refine((value) => parseIsoDate(value) !== null, "Date must be a 'YYYY-MM-DD' calendar date");

// ── Images (milestones, news) ─────────────────────────────────────────────────────────────────

/** Picture types the server stores (the same list as its image processing). */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MILESTONE_IMAGE_MESSAGES = {
  notImage: 'Please upload an image file',
  tooLarge: 'Image size must be less than 5MB',
} as const;
export const NEWS_IMAGE_TOO_LARGE = 'Image size should be less than 5MB';
export const NEWS_IMAGE_MESSAGES = {
  notImage: 'Please upload an image file',
  tooLarge: NEWS_IMAGE_TOO_LARGE,
} as const;

/**
 * The message for an unacceptable picture, or null when it is fine: not one of
 * CONTENT_IMAGE_TYPES (SVG included, it can carry script) → notImage; over 5MB → tooLarge.
 */
export function contentImageError(
  file: { type: string; size: number },
  messages: { notImage: string; tooLarge: string },
): string | null {
  if (!(CONTENT_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return messages.notImage;
  }
  return file.size > MAX_IMAGE_BYTES ? messages.tooLarge : null;
}

// ── Milestones ────────────────────────────────────────────────────────────────────────────────

/** A milestone as the clients read it; listed oldest first. */
export const milestoneSchema = z.object({
  _id: z.string(),
  date: z.string(),
  title: z.string(),
  titleMs: z.string().default(''),
  description: z.string(),
  descriptionMs: z.string().default(''),
  image: z.string().nullable(),
  order: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** Multipart `order`: blank or absent → undefined, else a whole number ≥ 0. */
const orderSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value,
  z
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .optional(),
);

const milestoneFields = {
  date: requiredDate(),
  title: requiredText('Title', TITLE_MAX_LENGTH),
  titleMs: malayText('Title', TITLE_MAX_LENGTH),
  description: requiredText('Description', DESCRIPTION_MAX_LENGTH),
  descriptionMs: malayText('Description', DESCRIPTION_MAX_LENGTH),
  order: orderSchema,
};

/**
 * `POST /api/milestones` (multipart strings; the picture is the `milestoneImage` file, checked
 * with contentImageError). Date ('YYYY-MM-DD'), title and description required; order optional.
 */
export const saveMilestoneInputSchema = z.object(milestoneFields);
export type SaveMilestoneInput = z.output<typeof saveMilestoneInputSchema>;

/**
 * `PATCH /api/milestones/{id}`: only the fields sent (the reorder call sends just `order`); a
 * field that is sent must still be valid.
 */
export const updateMilestoneInputSchema = z.object({
  date: milestoneFields.date.optional(),
  title: milestoneFields.title.optional(),
  titleMs: milestoneFields.titleMs.optional(),
  description: milestoneFields.description.optional(),
  descriptionMs: milestoneFields.descriptionMs.optional(),
  order: orderSchema,
});
export type UpdateMilestoneInput = z.output<typeof updateMilestoneInputSchema>;

/** New order of the milestones: every id once; position i gets order i + 1. */
export const reorderMilestonesInputSchema = z.object({
  ids: z
    .array(z.uuid('Each id must be a milestone id'), { error: 'ids must be a list' })
    .min(1, 'At least one milestone is required')
    .max(1000, 'Too many milestones')
    .refine((ids) => new Set(ids).size === ids.length, 'Each milestone may appear only once'),
});
export type ReorderMilestonesInput = z.output<typeof reorderMilestonesInputSchema>;

// ── Featured video ────────────────────────────────────────────────────────────────────────────

export const FEATURED_VIDEO_URL_MESSAGE = 'Please enter a valid YouTube embed code or URL';

export const featuredVideoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  titleMs: z.string().default(''),
  description: z.string(),
  descriptionMs: z.string().default(''),
  videoUrl: z.string(),
});
export type FeaturedVideo = z.infer<typeof featuredVideoSchema>;

/**
 * `POST /api/featured-video` `{title, description, videoUrl}`. Title required; description
 * optional (''); videoUrl is an embed snippet or a YouTube/Vimeo/Dailymotion URL and comes out
 * as the normalised embed URL (resolveFeaturedVideoUrl), else 'Please enter a valid YouTube
 * embed code or URL'. The snippet itself is never kept.
 */
export const saveFeaturedVideoInputSchema = z.object({
  title: requiredText('Title', TITLE_MAX_LENGTH),
  titleMs: malayText('Title', TITLE_MAX_LENGTH),
  descriptionMs: malayText('Description', DESCRIPTION_MAX_LENGTH),
  description: text().pipe(
    z
      .string()
      .max(
        DESCRIPTION_MAX_LENGTH,
        `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
      ),
  ),
  videoUrl: text().transform((value, ctx) => {
    const embedUrl = value.length <= VIDEO_INPUT_MAX_LENGTH ? resolveFeaturedVideoUrl(value) : null;
    if (embedUrl) return embedUrl;
    ctx.addIssue({ code: 'custom', message: FEATURED_VIDEO_URL_MESSAGE });
    return z.NEVER;
  }),
});
export type SaveFeaturedVideoInput = z.output<typeof saveFeaturedVideoInputSchema>;

// ── Courses and clinics (same shape) ──────────────────────────────────────────────────────────

export const PROGRAM_STATUSES = ['active', 'inactive', 'completed'] as const;
export const programStatusSchema = z.enum(PROGRAM_STATUSES, { error: 'Please select a status' });
export type ProgramStatus = z.infer<typeof programStatusSchema>;
export const PROGRAM_KINDS = ['courses', 'clinics'] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];

/** The training page's tabs in its URL: `?programs=courses` or `clinics` (none: all). */
export const programTabsQuerySchema = z.object({
  programs: z.enum(PROGRAM_KINDS).optional(),
});
export const PROGRAM_MAX_PARTICIPANTS = 10_000;
/** RM: the most staff may set as any fee (MAX_FEE_SEN in payments/limits). */
export const PROGRAM_MAX_PRICE = 100_000;

/** A course or clinic; `enrolled` is shown as enrolled/maxParticipants, price in RM. */
export const programSchema = z.object({
  _id: z.string(),
  title: z.string(),
  titleMs: z.string().default(''),
  description: z.string(),
  descriptionMs: z.string().default(''),
  date: isoDateSchema,
  time: z.string(),
  location: z.string(),
  coach: z.string(),
  enrolled: z.number(),
  maxParticipants: z.number(),
  price: z.number(),
  status: programStatusSchema,
  /** Where it is held (calendar filter); null when not given. */
  state: z.string().nullable().default(null),
  /** Players may cancel until this many days before the date (0: until the day itself). */
  cancelCutoffDays: z.number().int().default(0),
  /** Doubles: enrol with a partner (member ID); the pair takes one place. */
  doubles: z.boolean().default(false),
  /** Eligibility beyond an active membership (inclusive bounds; null: none). */
  minAge: z.number().int().nullable().default(null),
  maxAge: z.number().int().nullable().default(null),
  minSkill: z.enum(SKILL_LEVELS).nullable().default(null),
  maxSkill: z.enum(SKILL_LEVELS).nullable().default(null),
  /** Players waiting for a place (an offered place counts as taken in `enrolled`). */
  waitlisted: z.number().int().default(0),
  /** The fee's refund rule for self-service withdrawals (shown before paying; older: absent). */
  refundRule: refundRuleSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Program = z.infer<typeof programSchema>;
