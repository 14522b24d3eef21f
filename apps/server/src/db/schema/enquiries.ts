import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { ENQUIRY_STATUSES, ENQUIRY_TOPICS } from '@app/shared/enquiries';

import { admins } from './admins';

/** "Contact us" enquiries and the staff inbox that answers them (issue 18). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic', { enum: ENQUIRY_TOPICS }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The page's language when sent: replies are framed in it. */
    language: text('language', { enum: ['en', 'ms'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    assigneeId: uuid('assignee_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
    index('enquiries_assignee_idx').on(t.assigneeId),
  ],
);

/** Replies mailed from the inbox; the author's name is kept if the account goes. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryReplyRow = typeof enquiryReplies.$inferSelect;
