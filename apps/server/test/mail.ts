import type { FastifyInstance } from 'fastify';

import type { SentMail } from '../src/modules/mail/mailer';

/** Waits until the outbox has delivered a mail matching `match` (through the mailer interface). */
export async function waitForMail(
  app: FastifyInstance,
  match: (m: SentMail) => boolean,
  timeoutMs = 5_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await app.infra.mailer.listSent()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('expected mail was not sent in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
