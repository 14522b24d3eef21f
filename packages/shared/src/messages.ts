import { z } from 'zod';

import { malayText } from './translations';

/** Preview lengths (spec §9): admin message history and player inbox. */
export const MESSAGE_HISTORY_PREVIEW_LENGTH = 150;
export const INBOX_PREVIEW_LENGTH = 60;
/** Messages in the admin history (`GET /api/messages?limit=50`). */
export const MESSAGE_HISTORY_LIMIT = 50;
export const MESSAGE_SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_BODY_MAX_LENGTH = 5000;

const BOTH_REQUIRED = 'Please fill in both subject and message';

/** Absent or null counts as empty, so a missing field gets the one shared message below. */
const messageText = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`));

/**
 * Admin → player message. Either part empty after trimming gives one issue, 'Please fill in
 * both subject and message', on the first empty field.
 */
export const sendMessageInputSchema = z
  .object({
    subject: messageText('Subject', MESSAGE_SUBJECT_MAX_LENGTH),
    message: messageText('Message', MESSAGE_BODY_MAX_LENGTH),
    /**
     * Optional Malay version: players who read Malay get it when both parts are written; the
     * others, and everyone when it is incomplete, get the English.
     */
    subjectMs: malayText('Subject', MESSAGE_SUBJECT_MAX_LENGTH),
    messageMs: malayText('Message', MESSAGE_BODY_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    const empty = (['subject', 'message'] as const).find((field) => value[field] === '');
    if (empty) ctx.addIssue({ code: 'custom', message: BOTH_REQUIRED, path: [empty] });
  });
export type SendMessageInput = z.output<typeof sendMessageInputSchema>;

/** A message in a player's inbox (newest first). */
export const inboxMessageSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** A sent message in the admin history, with its recipient. */
export const messageHistoryItemSchema = inboxMessageSchema.extend({
  playerName: z.string(),
  playerUsername: z.string(),
});
export type MessageHistoryItem = z.infer<typeof messageHistoryItemSchema>;

/**
 * The first `max` characters, then '…' when the text was longer. Characters are counted as
 * code points, so an emoji's surrogate pair is never split; trailing spaces before '…' go.
 */
export function previewText(text: string, max: number): string {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`Invalid preview length ${max}`);
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
