import type { MailMessage } from '../mail/index';

interface Recipient {
  fullName: string;
  email: string;
  username: string;
  playerId: string;
}

/** The inbox message every new player finds. */
export function welcomeMessage(association: string, player: Recipient) {
  return {
    subject: `Welcome to ${association}!`,
    body: `Hi ${player.fullName}, welcome to the ${association}. Your member ID is ${player.playerId}. Keep your profile up to date, add your DUPR rating, and watch this inbox for news from the association.`,
  };
}

/** Welcome e-mail: member number and where to sign in. Never a password. */
export function welcomeMail(association: string, siteUrl: string, player: Recipient): MailMessage {
  return {
    to: player.email,
    subject: `Welcome to ${association}`,
    text: [
      `Hi ${player.fullName},`,
      '',
      `Thank you for registering with the ${association}.`,
      `Your member ID: ${player.playerId}`,
      `Your username: ${player.username}`,
      '',
      `Sign in to your player portal: ${siteUrl}/player/login`,
      '',
      'If you did not register, please ignore this e-mail or contact us.',
      '',
      association,
    ].join('\n'),
  };
}

export function forgotPasswordMail(
  association: string,
  siteUrl: string,
  player: Recipient,
  token: string,
  ttlMs: number,
): MailMessage {
  const minutes = Math.round(ttlMs / 60_000);
  return {
    to: player.email,
    subject: `Reset your ${association} password`,
    text: [
      `Hi ${player.fullName},`,
      '',
      'Someone asked to reset the password of your player account. To choose a new password, open this link:',
      '',
      `${siteUrl}/player/reset-password?token=${encodeURIComponent(token)}`,
      '',
      `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this e-mail: your password stays the same.`,
      '',
      association,
    ].join('\n'),
  };
}
