import { z } from 'zod';

import { queryFlagSchema } from './common';
import { languageSchema } from './language';
import { requiredText } from './players/fields';

// "Contact us" (issue 18): anyone sends an enquiry; staff answer it from the admin inbox.

export const ENQUIRY_TOPICS = ['membership', 'tournaments', 'coaching', 'media', 'other'] as const;
export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number];

export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_MESSAGE_MAX = 5000;
export const ENQUIRY_REPLY_MAX = 5000;
export const ENQUIRY_PAGE_SIZE = 25;
/** A person takes at least this long to fill the form; faster is a script. */
export const ENQUIRY_MIN_FILL_SECONDS = 3;
/** A form left open longer than this must be reloaded (its ticket expires). */
export const ENQUIRY_TICKET_HOURS = 24;

/** `GET /api/enquiries/ticket`: a signed note of when the form was opened. */
export const enquiryTicketSchema = z.object({ ticket: z.string() });

/** `POST /api/enquiries`. `website` is the honeypot: people never see it, so never fill it. */
export const submitEnquiryInputSchema = z.object({
  topic: z.enum(ENQUIRY_TOPICS, { error: 'Please choose a topic' }),
  name: requiredText('Name', 100),
  email: requiredText('Email', 254).pipe(z.email('Please enter a valid email address')),
  message: requiredText('Message', ENQUIRY_MESSAGE_MAX).refine(
    (v) => v.length >= 10,
    'Message must be at least 10 characters',
  ),
  language: languageSchema.default('en'),
  website: z.string().max(500).optional(),
  ticket: z.string({ error: 'Please reload the page and send your enquiry again' }).max(200),
});
export type SubmitEnquiryInput = z.input<typeof submitEnquiryInputSchema>;

/** The answer to a forged or day-old form ticket (the page asks for a new one). */
export const ENQUIRY_FORM_EXPIRED =
  'This form has expired. Please reload the page and send your enquiry again.';

export const ENQUIRY_RECEIVED =
  'Thank you — we have received your enquiry and will reply by e-mail.';

export const enquiryReplySchema = z.object({
  _id: z.string(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type EnquiryReply = z.infer<typeof enquiryReplySchema>;

export const enquirySchema = z.object({
  _id: z.string(),
  topic: z.enum(ENQUIRY_TOPICS),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  language: languageSchema,
  status: z.enum(ENQUIRY_STATUSES),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(enquiryReplySchema),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryPageSchema = z.object({
  items: z.array(enquirySchema),
  total: z.number(),
  /** Enquiries per status under the other filters (the inbox's tab counts). */
  counts: z.object({ new: z.number(), replied: z.number(), closed: z.number() }),
  /** Staff an enquiry can be assigned to. */
  assignees: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type EnquiryPage = z.infer<typeof enquiryPageSchema>;

/** `GET /api/admin/enquiries?status=&topic=&mine=&offset=`. */
export const enquiryQuerySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: 'Unknown status' }).optional(),
  topic: z.enum(ENQUIRY_TOPICS, { error: 'Unknown topic' }).optional(),
  mine: queryFlagSchema('mine'),
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be 0 or more')
    .max(100_000, 'Offset is too large')
    .optional(),
});
export type EnquiryQuery = z.output<typeof enquiryQuerySchema>;

/** `PATCH /api/admin/enquiries/:id`: status and/or assignee (null unassigns). */
export const updateEnquiryInputSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { error: 'Choose new, replied or closed' }).optional(),
    assigneeId: z.string({ error: 'Choose a staff member' }).max(64).nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, 'Nothing to change');

/** `POST /api/admin/enquiries/:id/replies`: mailed to the enquirer. */
export const replyEnquiryInputSchema = z.object({
  message: requiredText('Reply', ENQUIRY_REPLY_MAX),
});
