import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer from 'nodemailer';

import { hostOf, neutraliseLinks } from './mail-links';

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
 *
 * Every message leaves with its Message-ID in the site's domain (PUBLIC_URL's host, not the
 * `localhost` nodemailer falls back to) and with no clickable address but the site's own
 * (mail-links.ts): names and messages people type must not make the site mail their links.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  mailDir: string;
  /** The site's public URL (PUBLIC_URL): Message-ID domain, and the links that stay links. */
  siteUrl: string;
}): Mailer {
  const siteHost = hostOf(options.siteUrl) ?? 'localhost';
  const policy = { ownHosts: [siteHost, hostOf(options.from) ?? siteHost] };
  const prepare = (message: MailMessage): MailMessage => ({
    ...message,
    subject: neutraliseLinks(message.subject, policy),
    text: neutraliseLinks(message.text, policy),
    ...(message.html === undefined ? {} : { html: neutraliseLinks(message.html, policy) }),
  });
  const envelope = (message: MailMessage) => ({
    from: options.from,
    ...message,
    messageId: `<${randomUUID()}@${siteHost}>`,
  });
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transport.sendMail(envelope(prepare(message)));
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
    async send(original) {
      const message = prepare(original);
      const info = (await transport.sendMail(envelope(message))) as { message: Buffer };
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
