import type { Locale } from '@app/shared/locale';

import { composeMail, mailWords, type MailSite } from '../../lib/mail-language';
import type { MailMessage } from '../mail/index';

/** "Your data is ready": a link to the portal, where only the signed-in owner can download it. */
export function exportReadyMail(
  site: MailSite,
  player: { email: string; fullName: string; language: Locale },
  expiresAt: Date,
): MailMessage {
  const w = mailWords(site, player.language);
  const until = w.date(expiresAt);
  const link = w.link('/player/dashboard?tab=privacy');
  const lines =
    w.locale === 'ms'
      ? {
          subject: `Data ${w.association} anda sedia untuk dimuat turun`,
          text: [
            `Hai ${player.fullName},`,
            '',
            'Salinan data yang anda minta sudah sedia. Daftar masuk dan muat turunnya dari',
            'Privasi & data dalam portal pemain anda:',
            link,
            '',
            `Muat turun ini boleh digunakan sekali, sehingga ${until}. Selepas itu, minta salinan baharu.`,
            '',
            'Jika anda tidak memintanya, tukar kata laluan anda dan hubungi persatuan.',
          ],
        }
      : {
          subject: `Your ${w.association} data is ready to download`,
          text: [
            `Hi ${player.fullName},`,
            '',
            'The copy of your data you asked for is ready. Sign in and download it from',
            'Privacy & data in your player portal:',
            link,
            '',
            `The download works once, until ${until}. After that, ask for a new copy.`,
            '',
            'If you did not ask for this, change your password and contact the association.',
          ],
        };
  return composeMail(player.email, w, lines);
}
