import type { Locale } from '@app/shared/locale';
import type { StaffRole } from '@app/shared/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLE_LABELS_MS } from '@app/shared/staff';

import { composeMail, mailWords, type MailSite } from '../../lib/mail-language';
import type { MailMessage } from '../mail/index';

/** The invitation: a one-time link to choose a username and password. Never a password. */
export function invitationMail(
  site: MailSite,
  invite: {
    email: string;
    fullName: string;
    roles: StaffRole[];
    invitedBy: string;
    language: Locale;
  },
  token: string,
  hours: number,
): MailMessage {
  const w = mailWords(site, invite.language);
  const link = w.link(`/admin/invitation?token=${encodeURIComponent(token)}`);
  const lines =
    w.locale === 'ms'
      ? {
          subject: `Anda dijemput ke ruang pentadbir ${w.association}`,
          text: [
            `Hai ${invite.fullName},`,
            '',
            `${invite.invitedBy} telah menjemput anda menyertai kakitangan ${w.association} sebagai: ${invite.roles.map((r) => STAFF_ROLE_LABELS_MS[r]).join(', ')}.`,
            '',
            'Untuk menerima, pilih nama pengguna dan kata laluan anda di sini:',
            '',
            link,
            '',
            `Pautan ini boleh digunakan sekali dan tamat tempoh dalam ${hours} jam. Jika anda tidak menjangkakan e-mel ini, abaikan sahaja.`,
          ],
        }
      : {
          subject: `You are invited to the ${w.association} admin`,
          text: [
            `Hi ${invite.fullName},`,
            '',
            `${invite.invitedBy} has invited you to join the ${w.association} staff as: ${invite.roles.map((r) => STAFF_ROLE_LABELS[r]).join(', ')}.`,
            '',
            'To accept, choose your username and password here:',
            '',
            link,
            '',
            `The link works once and expires in ${hours} hours. If you were not expecting this, ignore this e-mail.`,
          ],
        };
  return composeMail(invite.email, w, lines);
}

/** Repeated failed sign-ins on a staff account (at most one a day); the account is not locked. */
export function staffFailedSignInsMail(
  site: MailSite,
  staff: { email: string; username: string; fullName: string | null; language: Locale },
): MailMessage {
  const w = mailWords(site, staff.language);
  const name = staff.fullName ?? staff.username;
  const lines =
    w.locale === 'ms'
      ? {
          subject: `Cubaan daftar masuk yang gagal pada akaun kakitangan ${w.association} anda`,
          text: [
            `Hai ${name},`,
            '',
            `Seseorang telah beberapa kali cuba daftar masuk ke akaun kakitangan anda (${staff.username}) dengan kata laluan yang salah.`,
            'Akaun anda tidak dikunci. Jika itu bukan anda, tukar kata laluan anda di Tetapan dan pastikan pengesahan dua langkah dihidupkan:',
            w.link('/admin'),
          ],
        }
      : {
          subject: `Failed sign-in attempts on your ${w.association} staff account`,
          text: [
            `Hi ${name},`,
            '',
            `Someone has tried several times to sign in to your staff account (${staff.username}) with a wrong password.`,
            'Your account is not locked. If this was not you, change your password in Settings and make sure two-factor sign-in is on:',
            w.link('/admin'),
          ],
        };
  return composeMail(staff.email, w, lines);
}
