import type { MailMessage } from '../mail/index';

import { mailDate } from './mail-date';

/** "Your account will be deleted": a security notice too (it goes whatever the marketing choice). */
export function deletionScheduledMail(
  association: string,
  siteUrl: string,
  player: { email: string; fullName: string },
  dueAt: Date,
): MailMessage {
  return {
    to: player.email,
    subject: `Your ${association} account will be deleted on ${mailDate(dueAt)}`,
    text: [
      `Hi ${player.fullName},`,
      '',
      `You asked us to delete your account. It will be deleted on ${mailDate(dueAt)}, with your`,
      'profile, pictures, messages and enrolments.',
      '',
      'Changed your mind? Sign in before then and choose "Cancel deletion":',
      `${siteUrl}/player/login`,
      '',
      'If you did not ask for this, sign in, cancel the deletion and change your password.',
      '',
      association,
    ].join('\n'),
  };
}

/** "Your account stays": confirms a cancelled deletion. */
export function deletionCancelledMail(
  association: string,
  player: { email: string; fullName: string },
): MailMessage {
  return {
    to: player.email,
    subject: `Your ${association} account will not be deleted`,
    text: [
      `Hi ${player.fullName},`,
      '',
      'You cancelled the deletion of your account. Nothing was deleted and your account stays',
      'as it was.',
      '',
      association,
    ].join('\n'),
  };
}
