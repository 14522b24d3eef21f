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

/** Repeated failed sign-ins on a staff account (at most one a day); the account is not locked. */
export function staffFailedSignInsMail(
  association: string,
  siteUrl: string,
  staff: { email: string; username: string; fullName: string | null },
): MailMessage {
  return {
    to: staff.email,
    subject: `Failed sign-in attempts on your ${association} staff account`,
    text: [
      `Hi ${staff.fullName ?? staff.username},`,
      '',
      `Someone has tried several times to sign in to your staff account (${staff.username}) with a wrong password.`,
      'Your account is not locked. If this was not you, change your password in Settings and make sure two-factor sign-in is on:',
      `${siteUrl}/admin`,
      '',
      association,
    ].join('\n'),
  };
}
