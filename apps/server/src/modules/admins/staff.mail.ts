import type { StaffRole } from '@app/shared/staff';
import { STAFF_ROLE_LABELS } from '@app/shared/staff';

import type { MailMessage } from '../mail/index';

/** The invitation: a one-time link to choose a username and password. Never a password. */
export function invitationMail(
  association: string,
  siteUrl: string,
  invite: { email: string; fullName: string; roles: StaffRole[]; invitedBy: string },
  token: string,
  hours: number,
): MailMessage {
  return {
    to: invite.email,
    subject: `You are invited to the ${association} admin`,
    text: [
      `Hi ${invite.fullName},`,
      '',
      `${invite.invitedBy} has invited you to join the ${association} staff as: ${invite.roles.map((r) => STAFF_ROLE_LABELS[r]).join(', ')}.`,
      '',
      'To accept, choose your username and password here:',
      '',
      `${siteUrl}/admin/invitation?token=${encodeURIComponent(token)}`,
      '',
      `The link works once and expires in ${hours} hours. If you were not expecting this, ignore this e-mail.`,
      '',
      association,
    ].join('\n'),
  };
}
