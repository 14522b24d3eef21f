import {
  ENQUIRY_FORM_EXPIRED,
  ENQUIRY_PAGE_SIZE,
  ENQUIRY_RECEIVED,
  replyEnquiryInputSchema,
  submitEnquiryInputSchema,
  updateEnquiryInputSchema,
  type EnquiryQuery,
} from '@app/shared/enquiries';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { MailSite } from '../../lib/mail-language';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';
import type { MailApi, MailOutboxRepository } from '../mail/index';
import type { ThrottleService } from '../throttle/index';

import { enquiryReplyMail } from './enquiries.mail';
import { toEnquiry } from './enquiries.presenter';
import type { EnquiriesRepository } from './enquiries.repository';
import { createEnquiryTickets } from './enquiry-ticket';

export interface EnquiriesRepos {
  enquiries: EnquiriesRepository;
  mailOutbox: MailOutboxRepository;
}

export interface EnquiriesDeps {
  data: DataAccess<EnquiriesRepos>;
  throttle: ThrottleService;
  mail: MailApi;
  site: MailSite;
  /** Signs the form's tickets (the same in every process). */
  ticketKey: Buffer;
  now: () => Date;
  /** Enquiries accepted from one address per hour. */
  perIpPerHour?: number;
  /** The association's inbox (a site setting): replies to staff answers go there. */
  inboxEmail?: () => Promise<string>;
}

const HOUR = 3_600_000;
const enquiryNotFound = () => notFound('Enquiry');
export const TOO_FAST =
  'That was quick! Please check your message, then send it again in a few seconds.';

/**
 * "Contact us": anyone may send an enquiry (honeypot, minimum fill time, per-address limit);
 * any staff member works the inbox: assign, reply by mail, close. Changes are audited.
 */
export function createEnquiriesService(deps: EnquiriesDeps) {
  const repo = deps.data.repos.enquiries;
  const tickets = createEnquiryTickets(deps.ticketKey, deps.now);
  const perIp = deps.perIpPerHour ?? 5;

  async function detail(id: string) {
    const row = isUuid(id) ? await repo.find(id) : null;
    if (!row) throw enquiryNotFound();
    return toEnquiry(row, await repo.repliesFor([row.id]));
  }

  return {
    ticket: () => ({ ticket: tickets.issue() }),

    async submit(body: unknown, ip: string) {
      const input = parseInput(submitEnquiryInputSchema, body);
      const check = tickets.check(input.ticket);
      if (check === 'invalid') throw badRequest(ENQUIRY_FORM_EXPIRED);
      if (check === 'too-fast') throw badRequest(TOO_FAST);
      const rule = { bucket: 'enquiry:ip', key: ip, limit: perIp, windowMs: HOUR };
      await deps.throttle.assertAllowed(
        [rule],
        (m) => `Too many enquiries from this network. Try again in ${m} minutes.`,
      );
      await deps.throttle.record([rule]);
      // A filled honeypot is a script: it is told what a person is told, and nothing is kept.
      if (!input.website?.trim()) {
        await repo.insert({
          topic: input.topic,
          name: input.name,
          email: input.email,
          message: input.message,
          language: input.language,
        });
      }
      return { success: true as const, message: ENQUIRY_RECEIVED };
    },

    async list(adminId: string, query: EnquiryQuery) {
      const [{ rows, total, perStatus }, assignees] = await Promise.all([
        repo.page(
          {
            status: query.status,
            topic: query.topic,
            assigneeId: query.mine ? adminId : undefined,
          },
          ENQUIRY_PAGE_SIZE,
          query.offset ?? 0,
        ),
        repo.assignees(),
      ]);
      const replies = await repo.repliesFor(rows.map((row) => row.id));
      const counts = { new: 0, replied: 0, closed: 0 };
      for (const { status, n } of perStatus) counts[status] = Number(n);
      return {
        items: rows.map((row) => toEnquiry(row, replies)),
        total,
        counts,
        assignees: assignees.map((a) => ({ _id: a.id, name: a.name })),
      };
    },

    get: detail,

    async update(id: string, body: unknown) {
      const input = parseInput(updateEnquiryInputSchema, body);
      if (!isUuid(id)) throw enquiryNotFound();
      if (
        input.assigneeId &&
        !(isUuid(input.assigneeId) && (await repo.activeStaffName(input.assigneeId)))
      )
        throw badRequest('Choose an active staff member');
      await deps.data.withTransaction(async ({ enquiries }) => {
        const before = await enquiries.lock(id);
        if (!before) throw enquiryNotFound();
        const change = {
          ...(input.status ? { status: input.status } : {}),
          ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
        };
        await enquiries.update(id, change);
        noteAudit({
          targetType: 'enquiry',
          targetId: id,
          before: { status: before.status, assigneeId: before.assigneeId },
          after: { status: before.status, assigneeId: before.assigneeId, ...change },
        });
      });
      return detail(id);
    },

    /** Mails the reply to the enquirer (queued with the change), marks it replied. */
    async reply(adminId: string, id: string, body: unknown) {
      const input = parseInput(replyEnquiryInputSchema, body);
      if (!isUuid(id)) throw enquiryNotFound();
      const authorName = (await repo.activeStaffName(adminId)) ?? 'Staff';
      const replyTo = (await deps.inboxEmail?.()) ?? '';
      await deps.data.withTransaction(async ({ enquiries, mailOutbox }) => {
        const before = await enquiries.lock(id);
        if (!before) throw enquiryNotFound();
        const reply = await enquiries.insertReply({
          enquiryId: id,
          adminId,
          authorName,
          body: input.message,
        });
        const assigneeId = before.assigneeId ?? adminId;
        await enquiries.update(id, { status: 'replied', assigneeId });
        await mailOutbox.insert(enquiryReplyMail(deps.site, before, reply, replyTo));
        noteAudit({
          targetType: 'enquiry',
          targetId: id,
          before: { status: before.status, assigneeId: before.assigneeId },
          after: { status: 'replied', assigneeId },
          detail: { replyId: reply.id, mailedTo: before.email },
        });
      });
      deps.mail.kick();
      return detail(id);
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
