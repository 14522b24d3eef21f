import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createAdmin } from '../factories/admins';
import { createPlayer } from '../factories/players';
import { waitForMail } from '../mail';

/**
 * Hole 2: ten failed logins locked the username for 15 minutes even with the correct password,
 * so anyone could lock any player or admin out. Now failures are throttled per (username,
 * address) and per address with exponential back-off; the owner is told by mail instead.
 */
describe('hole 2 — nobody can lock another person out by failing their logins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ loginLimits: { perUsername: 10, perIp: 30, windowMs: 15 * 60_000 } });
  });
  afterAll(() => t.close());

  const login = (kind: 'admin' | 'players', username: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${kind}/login`,
      remoteAddress: ip,
      payload: { username, password },
    });

  it.each(['admin', 'players'] as const)(
    '%s: after 25 wrong guesses from an attacker, the owner signs in from their own address',
    async (kind) => {
      const { username, password } =
        kind === 'admin'
          ? await createAdmin(t.db)
          : await createPlayer(t.db).then((p) => ({
              username: p.player.username,
              password: p.password,
            }));
      const statuses = [];
      for (let i = 0; i < 25; i++)
        statuses.push((await login(kind, username, `guess-${i}`, '203.0.113.66')).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
      // The attacker's address is backing off, even with the right password…
      expect((await login(kind, username, password, '203.0.113.66')).statusCode).toBe(429);
      // …and the owner, elsewhere, is not locked out.
      expect((await login(kind, username, password, '198.51.100.7')).statusCode).toBe(200);
    },
  );

  it('backs off exponentially: each further failure doubles the wait', async () => {
    const { username } = await createAdmin(t.db);
    const ip = '203.0.113.90';
    const waits: number[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await login('admin', username, 'wrong', ip);
      if (res.statusCode === 429) {
        waits.push(Number(res.headers['retry-after']));
        // Let the wait pass (move the failures back in time), then fail once more.
        await t.db.execute(
          sql`update throttle_events set created_at = created_at - ${`${waits.at(-1)! + 1} seconds`}::interval
              where key = ${`${username}|${ip}`}`,
        );
      }
    }
    expect(waits.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < waits.length; i++)
      expect(waits[i]!).toBeGreaterThanOrEqual(waits[i - 1]! * 2 - 2);
  });

  it('mails the account holder after repeated failures, at most once a day', async () => {
    const { player, password } = await createPlayer(t.db);
    for (let i = 0; i < 12; i++) await login('players', player.username, 'nope', `192.0.2.${i}`);
    const alert = await waitForMail(
      t,
      (m) => m.to === player.email && m.subject.startsWith('Failed sign-in attempts'),
    );
    expect(alert.text).toContain('Your account is not locked');
    expect(alert.text).not.toContain(password);
    for (let i = 0; i < 12; i++)
      await login('players', player.username, 'nope', `192.0.2.${50 + i}`);
    await new Promise((r) => setTimeout(r, 300));
    const alerts = (await t.mailer.listSent()).filter(
      (m) => m.to === player.email && m.subject.startsWith('Failed sign-in attempts'),
    );
    expect(alerts).toHaveLength(1);
    expect((await login('players', player.username, password, '192.0.2.200')).statusCode).toBe(200);
  });

  it('mails a staff member after repeated failures too', async () => {
    const { admin, username, password } = await createAdmin(t.db, { roles: ['content_editor'] });
    for (let i = 0; i < 11; i++) await login('admin', username, 'nope', `192.0.2.${100 + i}`);
    const alert = await waitForMail(
      t,
      (m) => m.to === admin.email && m.subject.startsWith('Failed sign-in attempts'),
    );
    expect(alert.text).toContain('Your account is not locked');
    expect((await login('admin', username, password, '192.0.2.250')).statusCode).toBe(200);
  });
});
