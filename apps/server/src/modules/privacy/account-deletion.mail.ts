import type { Locale } from '@app/shared/locale';

import { composeMail, mailWords, type MailSite } from '../../lib/mail-language';
import type { MailMessage } from '../mail/index';

interface Reader {
  email: string;
  fullName: string;
  language: Locale;
}

/** "Your account will be deleted": a security notice too (it goes whatever the marketing choice). */
export function deletionScheduledMail(site: MailSite, player: Reader, dueAt: Date): MailMessage {
  const w = mailWords(site, player.language);
  const day = w.date(dueAt);
  const lines =
    w.locale === 'ms'
      ? {
          subject: `Akaun ${w.association} anda akan dipadam pada ${day}`,
          text: [
            `Hai ${player.fullName},`,
            '',
            `Anda telah meminta kami memadam akaun anda. Akaun anda akan dipadam pada ${day}, bersama`,
            'profil, gambar, mesej dan pendaftaran anda.',
            '',
            'Ubah fikiran? Daftar masuk sebelum tarikh itu dan pilih "Batalkan pemadaman":',
            w.link('/player/login'),
            '',
            'Jika anda tidak memintanya, daftar masuk, batalkan pemadaman dan tukar kata laluan anda.',
          ],
        }
      : {
          subject: `Your ${w.association} account will be deleted on ${day}`,
          text: [
            `Hi ${player.fullName},`,
            '',
            `You asked us to delete your account. It will be deleted on ${day}, with your`,
            'profile, pictures, messages and enrolments.',
            '',
            'Changed your mind? Sign in before then and choose "Cancel deletion":',
            w.link('/player/login'),
            '',
            'If you did not ask for this, sign in, cancel the deletion and change your password.',
          ],
        };
  return composeMail(player.email, w, lines);
}

/** "Your account stays": confirms a cancelled deletion. */
export function deletionCancelledMail(site: MailSite, player: Reader): MailMessage {
  const w = mailWords(site, player.language);
  const lines =
    w.locale === 'ms'
      ? {
          subject: `Akaun ${w.association} anda tidak akan dipadam`,
          text: [
            `Hai ${player.fullName},`,
            '',
            'Anda telah membatalkan pemadaman akaun anda. Tiada apa-apa yang dipadam dan akaun anda kekal',
            'seperti sedia ada.',
          ],
        }
      : {
          subject: `Your ${w.association} account will not be deleted`,
          text: [
            `Hi ${player.fullName},`,
            '',
            'You cancelled the deletion of your account. Nothing was deleted and your account stays',
            'as it was.',
          ],
        };
  return composeMail(player.email, w, lines);
}
