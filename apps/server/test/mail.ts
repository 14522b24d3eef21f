import type { SentMail } from '../src/modules/mail/index';

import type { TestApp } from './build-test-app';

/** Waits until the outbox has delivered a mail matching `match` (through the mailer interface). */
export async function waitForMail(
  t: Pick<TestApp, 'mailer'>,
  match: (m: SentMail) => boolean,
  timeoutMs = 5_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await t.mailer.listSent()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('expected mail was not sent in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
