import type { EnquiryTopic } from '@app/shared/enquiries';
import type { Locale } from '@app/shared/locale';

import { composeMail, mailWords, type MailSite } from '../../lib/mail-language';
import type { MailMessage } from '../mail/index';

const TOPICS: Record<Locale, Record<EnquiryTopic, string>> = {
  en: {
    membership: 'membership',
    tournaments: 'tournaments',
    coaching: 'coaching',
    media: 'media',
    other: 'general',
  },
  ms: {
    membership: 'keahlian',
    tournaments: 'kejohanan',
    coaching: 'kejurulatihan',
    media: 'media',
    other: 'umum',
  },
};

/**
 * A staff reply to an enquiry, in the language the enquirer wrote in, quoting their message and
 * signed with the replier's name for the association. Answers go to the association's inbox
 * (`replyTo`, a site setting) when one is set, not to the sending address.
 */
export function enquiryReplyMail(
  site: MailSite,
  enquiry: { name: string; email: string; topic: EnquiryTopic; message: string; language: Locale },
  reply: { body: string; authorName: string },
  replyTo = '',
): MailMessage {
  const w = mailWords(site, enquiry.language);
  const quoted = enquiry.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const topic = TOPICS[w.locale][enquiry.topic];
  const mail = composeMail(
    enquiry.email,
    w,
    w.locale === 'ms'
      ? {
          subject: `Re: Pertanyaan anda kepada ${w.association} (${topic})`,
          text: [
            `Hai ${enquiry.name},`,
            '',
            reply.body,
            '',
            'Salam hormat,',
            reply.authorName,
            `bagi pihak ${w.association}`,
            '',
            'Mesej anda:',
            quoted,
            '',
            replyTo
              ? 'Untuk menyambung, balas e-mel ini.'
              : `Untuk menyambung, hubungi kami semula melalui ${w.link('/contact')}.`,
          ],
        }
      : {
          subject: `Re: Your enquiry to ${w.association} (${topic})`,
          text: [
            `Hi ${enquiry.name},`,
            '',
            reply.body,
            '',
            'Kind regards,',
            reply.authorName,
            `for ${w.association}`,
            '',
            'Your message:',
            quoted,
            '',
            replyTo
              ? 'To follow up, reply to this e-mail.'
              : `To follow up, contact us again at ${w.link('/contact')}.`,
          ],
        },
  );
  return replyTo ? { ...mail, replyTo } : mail;
}
