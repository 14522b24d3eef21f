import type { MailMessage } from '../mail/index';

import { mailDate } from './mail-date';

/** "Your data is ready": a link to the portal, where only the signed-in owner can download it. */
export function exportReadyMail(
  association: string,
  siteUrl: string,
  player: { email: string; fullName: string },
  expiresAt: Date,
): MailMessage {
  const until = mailDate(expiresAt);
  return {
    to: player.email,
    subject: `Your ${association} data is ready to download`,
    text: [
      `Hi ${player.fullName},`,
      '',
      'The copy of your data you asked for is ready. Sign in and download it from',
      'Privacy & data in your player portal:',
      `${siteUrl}/player/dashboard?tab=privacy`,
      '',
      `The download works once, until ${until}. After that, ask for a new copy.`,
      '',
      'If you did not ask for this, change your password and contact the association.',
      '',
      association,
    ].join('\n'),
  };
}
