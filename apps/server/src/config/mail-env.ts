import { z } from 'zod';

import { optionalUrl, type EnvOf } from './env-fields';

/** Outgoing mail: an SMTP server, or (unset) files in DATA_DIR/mail. */
export const mailEnvShape = {
  SMTP_URL: optionalUrl('SMTP_URL', ['smtp:', 'smtps:']),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default('Malaysia Pickleball Association <no-reply@localhost>'),
};

export type MailEnv = EnvOf<typeof mailEnvShape>;

export interface MailConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
}

export function toMailConfig(e: MailEnv): MailConfig {
  return { smtpUrl: e.SMTP_URL, mailFrom: e.MAIL_FROM };
}
