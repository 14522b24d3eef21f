import type { Locale } from '@app/shared/locale';

import { mailWords, type MailSite, type MailWords } from '../../lib/mail-language';
import type { MailMessage } from '../mail/index';

import type { DueReminder } from './reminders.repository';

const SUBJECT: Record<Locale, Record<DueReminder['kind'], (association: string) => string>> = {
  en: {
    d30: (a) => `Your ${a} membership expires in 30 days`,
    d7: (a) => `Your ${a} membership expires in a week`,
    d0: (a) => `Your ${a} membership expires today`,
    grace: (a) => `Your ${a} membership has expired: renew to stay a member`,
  },
  ms: {
    d30: (a) => `Keahlian ${a} anda tamat tempoh dalam 30 hari`,
    d7: (a) => `Keahlian ${a} anda tamat tempoh dalam seminggu`,
    d0: (a) => `Keahlian ${a} anda tamat tempoh hari ini`,
    grace: (a) => `Keahlian ${a} anda telah tamat tempoh: perbaharui untuk kekal sebagai ahli`,
  },
};

function body(
  w: MailWords,
  reminder: DueReminder & { unsubscribeToken: string },
  graceEndsOn: string,
): string[] {
  const renew = w.link('/player/dashboard?tab=membership');
  const stop = w.link(
    `/membership/unsubscribe?token=${encodeURIComponent(reminder.unsubscribeToken)}`,
  );
  if (w.locale === 'ms') {
    const when =
      reminder.kind === 'grace'
        ? `telah tamat tempoh pada ${w.day(reminder.expiresOn)}. Ia masih dikira sehingga ${w.day(graceEndsOn)}; selepas itu anda bukan lagi ahli semasa.`
        : `sah sehingga ${w.day(reminder.expiresOn)}.`;
    return [
      `Hai ${reminder.fullName},`,
      '',
      `Keahlian anda (ID ahli ${reminder.memberId}) ${when}`,
      '',
      `Perbaharui dalam portal pemain anda: ${renew}`,
      'Memperbaharui lebih awal tidak menghilangkan sebarang hari: tempoh baharu bermula apabila tempoh semasa tamat.',
      '',
      `Hentikan peringatan pembaharuan: ${stop}`,
    ];
  }
  const when =
    reminder.kind === 'grace'
      ? `expired on ${w.day(reminder.expiresOn)}. It still counts until ${w.day(graceEndsOn)}; after that you are no longer a current member.`
      : `is valid until ${w.day(reminder.expiresOn)}.`;
  return [
    `Hi ${reminder.fullName},`,
    '',
    `Your membership (member ID ${reminder.memberId}) ${when}`,
    '',
    `Renew in your player portal: ${renew}`,
    'Renewing early loses no days: the new term starts when the current one ends.',
    '',
    `Stop renewal reminders: ${stop}`,
  ];
}

/** A renewal reminder; its unsubscribe link stops reminders only (not security mail). */
export function reminderMail(
  site: MailSite,
  reminder: DueReminder & { unsubscribeToken: string },
  graceEndsOn: string,
): MailMessage {
  const w = mailWords(site, reminder.language);
  return {
    to: reminder.email,
    subject: SUBJECT[w.locale][reminder.kind](w.association),
    text: [...body(w, reminder, graceEndsOn), '', w.association].join('\n'),
  };
}
