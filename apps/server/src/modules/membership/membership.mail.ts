import type { MailMessage } from '../mail/index';

import { longDate } from './membership.pdf';
import type { DueReminder } from './reminders.repository';

const SUBJECT: Record<DueReminder['kind'], (association: string) => string> = {
  d30: (a) => `Your ${a} membership expires in 30 days`,
  d7: (a) => `Your ${a} membership expires in a week`,
  d0: (a) => `Your ${a} membership expires today`,
  grace: (a) => `Your ${a} membership has expired: renew to stay a member`,
};

/** A renewal reminder; its unsubscribe link stops reminders only (not security mail). */
export function reminderMail(
  association: string,
  siteUrl: string,
  reminder: DueReminder & { unsubscribeToken: string },
  graceEndsOn: string,
): MailMessage {
  const when =
    reminder.kind === 'grace'
      ? `expired on ${longDate(reminder.expiresOn)}. It still counts until ${longDate(graceEndsOn)}; after that you are no longer a current member.`
      : `is valid until ${longDate(reminder.expiresOn)}.`;
  return {
    to: reminder.email,
    subject: SUBJECT[reminder.kind](association),
    text: [
      `Hi ${reminder.fullName},`,
      '',
      `Your membership (member ID ${reminder.memberId}) ${when}`,
      '',
      `Renew in your player portal: ${siteUrl}/player/dashboard?tab=membership`,
      'Renewing early loses no days: the new term starts when the current one ends.',
      '',
      `Stop renewal reminders: ${siteUrl}/membership/unsubscribe?token=${encodeURIComponent(reminder.unsubscribeToken)}`,
      '',
      association,
    ].join('\n'),
  };
}
