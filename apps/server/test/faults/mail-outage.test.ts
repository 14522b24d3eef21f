import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import { registrationRequest } from '../factories/registration';
import { startFakeSmtp, type FakeSmtp } from '../fake-smtp';

import { freePort } from './private-cluster';

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not met in time');
}

/**
 * Fault (d): the mail server is unreachable. Registration still succeeds; the welcome mail is
 * kept in the outbox with the error, and delivered once the mail server is back.
 */
describe('mail server unreachable', () => {
  let t: TestApp;
  let smtp: FakeSmtp | undefined;
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('registers the player, records the failed delivery and sends the mail when SMTP returns', async () => {
    const port = await freePort(); // nothing listens here yet
    t = await buildTestApp({}, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    const { fields, request } = registrationRequest();
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(201);

    type Row = { status: string; attempts: number; last_error: string | null };
    const row = async () => {
      const result = (await t.db.execute(
        sql`select status, attempts, last_error from mail_outbox where to_address = ${fields.email}`,
      )) as unknown as { rows: Row[] };
      return result.rows[0];
    };
    await until(async () => ((await row())?.attempts ?? 0) >= 1);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row())?.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startFakeSmtp(port);
    await t.db.execute(
      sql`update mail_outbox set next_attempt_at = now() where to_address = ${fields.email}`,
    );
    await until(async () => (await row())?.status === 'sent');
    const delivered = smtp.messages.find((m) => m.to.includes(fields.email!));
    expect(delivered?.data).toMatch(/Subject: .*Welcome/i);
  }, 60_000);
});
