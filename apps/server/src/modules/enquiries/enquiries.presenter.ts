import type { Enquiry } from '@app/shared/enquiries';

import type { EnquiryReplyRow } from '../../db/schema/index';

import type { EnquiryListRow } from './enquiries.repository';

export function toEnquiry(row: EnquiryListRow, replies: readonly EnquiryReplyRow[]): Enquiry {
  return {
    _id: row.id,
    topic: row.topic,
    name: row.name,
    email: row.email,
    message: row.message,
    language: row.language,
    status: row.status,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    replies: replies
      .filter((reply) => reply.enquiryId === row.id)
      .map((reply) => ({
        _id: reply.id,
        body: reply.body,
        authorName: reply.authorName,
        createdAt: reply.createdAt.toISOString(),
      })),
  };
}
