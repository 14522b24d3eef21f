import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go, when not to the sender (enquiry replies: the association's inbox). */
  replyTo?: string;
}

export interface SentMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  /** Messages written by the file transport, oldest first (empty for SMTP). */
  listSent(): Promise<SentMail[]>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/mail as an `.eml`
 * file (with a `.json` summary beside it) so nothing is lost in development and tests can read it.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  mailDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      listSent: () => Promise.resolve([]),
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    transport: 'file',
    async send(message) {
      const info = (await transport.sendMail({ from: options.from, ...message })) as {
        message: Buffer;
      };
      await mkdir(options.mailDir, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const summary: SentMail = { id, from: options.from, sentAt, ...message };
      const base = path.join(options.mailDir, id);
      await writeFile(`${base}.json.tmp`, JSON.stringify(summary, null, 2));
      await writeFile(`${base}.eml`, info.message);
      await rename(`${base}.json.tmp`, `${base}.json`);
    },
    async listSent() {
      let files: string[];
      try {
        files = await readdir(options.mailDir);
      } catch {
        return [];
      }
      const summaries = await Promise.all(
        files
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map(
            async (f) =>
              JSON.parse(await readFile(path.join(options.mailDir, f), 'utf8')) as SentMail,
          ),
      );
      return summaries;
    },
    close: () => transport.close(),
  };
}
