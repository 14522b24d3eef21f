import type { Locale } from '@app/shared/locale';

import { composeMail, mailWords, type MailSite } from '../../lib/mail-language';
import type { MailMessage } from '../mail/index';

interface Recipient {
  fullName: string;
  email: string;
  username: string;
  playerId: string;
  /** The language the player reads: each mail is written in it, with links to pages in it. */
  language: Locale;
}

/** The inbox message every new player finds. */
export function welcomeMessage(site: MailSite, player: Recipient) {
  const { association } = mailWords(site, player.language);
  if (player.language === 'ms') {
    return {
      subject: `Selamat datang ke ${association}!`,
      body: `Hai ${player.fullName}, selamat datang ke ${association}. ID ahli anda ialah ${player.playerId}. Pastikan profil anda sentiasa dikemas kini, tambah penarafan DUPR anda, dan semak peti masuk ini untuk berita daripada persatuan.`,
    };
  }
  return {
    subject: `Welcome to ${association}!`,
    body: `Hi ${player.fullName}, welcome to the ${association}. Your member ID is ${player.playerId}. Keep your profile up to date, add your DUPR rating, and watch this inbox for news from the association.`,
  };
}

/** Welcome e-mail: member number and where to sign in. Never a password. */
export function welcomeMail(site: MailSite, player: Recipient): MailMessage {
  const w = mailWords(site, player.language);
  const lines =
    w.locale === 'ms'
      ? {
          subject: `Selamat datang ke ${w.association}`,
          text: [
            `Hai ${player.fullName},`,
            '',
            `Terima kasih kerana mendaftar dengan ${w.association}.`,
            `ID ahli anda: ${player.playerId}`,
            `Nama pengguna anda: ${player.username}`,
            '',
            `Daftar masuk ke portal pemain anda: ${w.link('/player/login')}`,
            '',
            'Jika anda tidak mendaftar, sila abaikan e-mel ini atau hubungi kami.',
          ],
        }
      : {
          subject: `Welcome to ${w.association}`,
          text: [
            `Hi ${player.fullName},`,
            '',
            `Thank you for registering with the ${w.association}.`,
            `Your member ID: ${player.playerId}`,
            `Your username: ${player.username}`,
            '',
            `Sign in to your player portal: ${w.link('/player/login')}`,
            '',
            'If you did not register, please ignore this e-mail or contact us.',
          ],
        };
  return composeMail(player.email, w, lines);
}

export function forgotPasswordMail(
  site: MailSite,
  player: Recipient,
  token: string,
  ttlMs: number,
): MailMessage {
  const w = mailWords(site, player.language);
  const minutes = Math.round(ttlMs / 60_000);
  const link = w.link(`/player/reset-password?token=${encodeURIComponent(token)}`);
  const lines =
    w.locale === 'ms'
      ? {
          subject: `Tetapkan semula kata laluan ${w.association} anda`,
          text: [
            `Hai ${player.fullName},`,
            '',
            'Seseorang telah meminta untuk menetapkan semula kata laluan akaun pemain anda. Untuk memilih kata laluan baharu, buka pautan ini:',
            '',
            link,
            '',
            `Pautan ini boleh digunakan sekali dan tamat tempoh dalam ${minutes} minit. Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal sama.`,
          ],
        }
      : {
          subject: `Reset your ${w.association} password`,
          text: [
            `Hi ${player.fullName},`,
            '',
            'Someone asked to reset the password of your player account. To choose a new password, open this link:',
            '',
            link,
            '',
            `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this e-mail: your password stays the same.`,
          ],
        };
  return composeMail(player.email, w, lines);
}

/** Repeated failed sign-ins on the account (at most one a day); the account is not locked. */
export function failedSignInsMail(site: MailSite, player: Recipient): MailMessage {
  const w = mailWords(site, player.language);
  const lines =
    w.locale === 'ms'
      ? {
          subject: `Cubaan daftar masuk yang gagal pada akaun ${w.association} anda`,
          text: [
            `Hai ${player.fullName},`,
            '',
            `Seseorang telah beberapa kali cuba daftar masuk ke akaun pemain anda (${player.username}) dengan kata laluan yang salah.`,
            'Akaun anda tidak dikunci dan anda masih boleh daftar masuk seperti biasa.',
            '',
            'Jika itu anda dan anda terlupa kata laluan, pilih "Lupa Kata Laluan?" di halaman daftar masuk:',
            w.link('/player/login'),
            '',
            'Jika itu bukan anda, tiada tindakan diperlukan, tetapi kata laluan panjang yang tidak anda gunakan di tempat lain memastikan akaun anda selamat.',
          ],
        }
      : {
          subject: `Failed sign-in attempts on your ${w.association} account`,
          text: [
            `Hi ${player.fullName},`,
            '',
            `Someone has tried several times to sign in to your player account (${player.username}) with a wrong password.`,
            'Your account is not locked and you can still sign in as usual.',
            '',
            'If this was you and you have forgotten your password, choose "Forgot password?" on the sign-in page:',
            w.link('/player/login'),
            '',
            'If it was not you, no action is needed, but a long password you use nowhere else keeps your account safe.',
          ],
        };
  return composeMail(player.email, w, lines);
}

/** Someone tried to register with this e-mail address (at most one a day). */
export function duplicateRegistrationMail(site: MailSite, player: Recipient): MailMessage {
  const w = mailWords(site, player.language);
  const lines =
    w.locale === 'ms'
      ? {
          subject: `Seseorang cuba mendaftar dengan e-mel anda di ${w.association}`,
          text: [
            `Hai ${player.fullName},`,
            '',
            'Seseorang baru sahaja cuba mendaftar akaun pemain baharu dengan alamat e-mel ini. Alamat ini sudah milik akaun anda, jadi tiada akaun baharu dibuat.',
            '',
            `Adakah itu anda? Nama pengguna anda ialah ${player.username}. Terlupa kata laluan? Pilih "Lupa Kata Laluan?" di halaman daftar masuk:`,
            w.link('/player/login'),
            '',
            'Jika itu bukan anda, tiada tindakan diperlukan: akaun anda tidak berubah.',
          ],
        }
      : {
          subject: `Someone tried to register with your e-mail at ${w.association}`,
          text: [
            `Hi ${player.fullName},`,
            '',
            'Someone just tried to register a new player account with this e-mail address. It already belongs to your account, so no new account was made.',
            '',
            `Was it you? Your username is ${player.username}. Forgot your password? Choose "Forgot password?" on the sign-in page:`,
            w.link('/player/login'),
            '',
            'If it was not you, no action is needed: your account has not changed.',
          ],
        };
  return composeMail(player.email, w, lines);
}
