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

/** Repeated failed sign-ins on the account (at most one a day); the account is not locked. */
export function failedSignInsMail(
  association: string,
  siteUrl: string,
  player: Recipient,
): MailMessage {
  return {
    to: player.email,
    subject: `Failed sign-in attempts on your ${association} account`,
    text: [
      `Hi ${player.fullName},`,
      '',
      `Someone has tried several times to sign in to your player account (${player.username}) with a wrong password.`,
      'Your account is not locked and you can still sign in as usual.',
      '',
      'If this was you and you have forgotten your password, choose "Forgot password?" on the sign-in page:',
      `${siteUrl}/player/login`,
      '',
      'If it was not you, no action is needed, but a long password you use nowhere else keeps your account safe.',
      '',
      association,
    ].join('\n'),
  };
}

/** Someone tried to register with this e-mail address (at most one a day). */
export function duplicateRegistrationMail(
  association: string,
  siteUrl: string,
  player: Recipient,
): MailMessage {
  return {
    to: player.email,
    subject: `Someone tried to register with your e-mail at ${association}`,
    text: [
      `Hi ${player.fullName},`,
      '',
      'Someone just tried to register a new player account with this e-mail address. It already belongs to your account, so no new account was made.',
      '',
      `Was it you? Your username is ${player.username}. Forgot your password? Choose "Forgot password?" on the sign-in page:`,
      `${siteUrl}/player/login`,
      '',
      'If it was not you, no action is needed: your account has not changed.',
      '',
      association,
    ].join('\n'),
  };
}
