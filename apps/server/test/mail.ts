import type { SentMail } from '../src/modules/mail/index';

import type { TestApp } from './build-test-app';

/**
 * Waits until the outbox has delivered a mail matching `match` (through the mailer interface).
 * The outbox polls every 5 s when a kick is missed, so the deadline leaves room for a busy
 * machine (it only waits as long as the mail is late).
 */
export async function waitForMail(
  t: Pick<TestApp, 'mailer'>,
  match: (m: SentMail) => boolean,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await t.mailer.listSent()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('expected mail was not sent in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
