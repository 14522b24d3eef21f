import { createHmac, timingSafeEqual } from 'node:crypto';

import { ENQUIRY_MIN_FILL_SECONDS, ENQUIRY_TICKET_HOURS } from '@app/shared/enquiries';

export type TicketCheck = 'ok' | 'invalid' | 'too-fast';

/**
 * The contact form's minimum fill time without trusting the browser's clock: the form asks
 * for a ticket when it opens (the server's time, signed), and a submission is refused if its
 * ticket is forged, older than a day, or younger than a person could type a message.
 */
export function createEnquiryTickets(key: Buffer, now: () => Date) {
  const sign = (issuedAt: number) =>
    createHmac('sha256', key).update(`enquiry-form:${issuedAt}`).digest('base64url');
  return {
    issue(): string {
      const issuedAt = now().getTime();
      return `${issuedAt}.${sign(issuedAt)}`;
    },
    check(ticket: string): TicketCheck {
      const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
      if (!match) return 'invalid';
      const issuedAt = Number(match[1]);
      const expected = Buffer.from(sign(issuedAt));
      const given = Buffer.from(match[2]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      const age = now().getTime() - issuedAt;
      if (age < 0 || age > ENQUIRY_TICKET_HOURS * 3_600_000) return 'invalid';
      return age < ENQUIRY_MIN_FILL_SECONDS * 1000 ? 'too-fast' : 'ok';
    },
  };
}
