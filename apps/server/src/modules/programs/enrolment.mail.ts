import { composeMail, mailWords, type MailSite } from '../../lib/mail-language';
import type { MailMessage } from '../mail/index';

export type EnrolmentMailSite = MailSite;

export interface MailProgram {
  kind: 'course' | 'clinic';
  title: string;
  titleMs: string;
  date: string;
}

interface Recipient {
  fullName: string;
  email: string;
  language: 'en' | 'ms';
}

const KIND_MS = { course: 'kursus', clinic: 'klinik' } as const;

function titleIn(program: MailProgram, locale: 'en' | 'ms') {
  return locale === 'ms' && program.titleMs.trim() ? program.titleMs : program.title;
}

/** A place freed on a full course or clinic is held for the first in line until `expiresAt`. */
export function offerMail(
  site: MailSite,
  to: Recipient,
  program: MailProgram,
  expiresAt: Date,
): MailMessage {
  const w = mailWords(site, to.language);
  const link = w.link('/player/dashboard?tab=training');
  const title = titleIn(program, w.locale);
  const until = `${w.date(expiresAt)} ${new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(expiresAt)}`;
  return composeMail(
    to.email,
    w,
    w.locale === 'ms'
      ? {
          subject: `Tempat untuk anda: ${title}`,
          text: [
            `Hai ${to.fullName},`,
            '',
            `Satu tempat telah kosong dalam ${KIND_MS[program.kind]} "${title}" pada ${w.day(program.date)}, dan anda yang pertama dalam senarai menunggu.`,
            `Tempat ini disimpan untuk anda sehingga ${until} (waktu Malaysia). Tuntutnya dalam portal pemain anda: ${link}`,
            '',
            'Jika anda tidak menuntutnya, tempat ini akan ditawarkan kepada orang seterusnya.',
          ],
        }
      : {
          subject: `A place for you: ${title}`,
          text: [
            `Hi ${to.fullName},`,
            '',
            `A place has opened in the ${program.kind} "${title}" on ${w.day(program.date)}, and you are first on the waitlist.`,
            `It is held for you until ${until} (Malaysia time). Claim it in your player portal: ${link}`,
            '',
            'If you do not claim it, it passes to the next person in line.',
          ],
        },
  );
}

/** Someone entered a doubles event with this player as partner: confirm within the window. */
export function partnerRequestMail(
  site: MailSite,
  to: Recipient,
  from: { fullName: string; memberId: string },
  program: MailProgram,
  hours: number,
): MailMessage {
  const w = mailWords(site, to.language);
  const link = w.link('/player/dashboard?tab=training');
  const title = titleIn(program, w.locale);
  return composeMail(
    to.email,
    w,
    w.locale === 'ms'
      ? {
          subject: `${from.fullName} memilih anda sebagai pasangan: ${title}`,
          text: [
            `Hai ${to.fullName},`,
            '',
            `${from.fullName} (${from.memberId}) telah mendaftar untuk ${KIND_MS[program.kind]} beregu "${title}" pada ${w.day(program.date)} dengan anda sebagai pasangan.`,
            `Sahkan atau tolak dalam masa ${hours} jam dalam portal pemain anda: ${link}`,
            '',
            'Jika anda tidak mengesahkan, tempat itu dilepaskan.',
          ],
        }
      : {
          subject: `${from.fullName} chose you as partner: ${title}`,
          text: [
            `Hi ${to.fullName},`,
            '',
            `${from.fullName} (${from.memberId}) entered the doubles ${program.kind} "${title}" on ${w.day(program.date)} with you as partner.`,
            `Confirm or decline within ${hours} hours in your player portal: ${link}`,
            '',
            'If you do not confirm, the place is released.',
          ],
        },
  );
}
