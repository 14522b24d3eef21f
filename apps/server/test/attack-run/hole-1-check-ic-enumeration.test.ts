import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createPlayer, randomIcNumber } from '../factories/players';

/**
 * Hole 1: GET /api/players/check-ic/{ic} let anyone enumerate registered IC numbers without
 * limit. The wire format stays `{ exists }`; calls are limited per address (10 a minute, 50 a
 * day), malformed input gets the same shape, and bursts are reported for staff.
 */
describe('hole 1 — IC numbers cannot be enumerated through check-ic', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      { IDENTITY_CHECKS_PER_IP_PER_MINUTE: '10', IDENTITY_CHECKS_PER_IP_PER_DAY: '50' },
    );
  });
  afterAll(() => t.close());

  const check = (ic: string, ip: string) =>
    t.app.inject({ method: 'GET', url: `/api/players/check-ic/${ic}`, remoteAddress: ip });

  it('keeps the wire format for a registered and an unregistered IC', async () => {
    const { player } = await createPlayer(t.db);
    expect((await check(player.icNumber, '198.51.100.1')).json()).toEqual({ exists: true });
    expect((await check(randomIcNumber(), '198.51.100.1')).json()).toEqual({ exists: false });
  });

  it('answers the same shape whether or not the IC format is valid', async () => {
    for (const ic of ['12345', 'abc', '1234567890123456', '%3Cscript%3E']) {
      const res = await check(ic, '198.51.100.2');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ exists: false });
    }
  });

  it('allows 10 checks a minute from one address, then 429 with the rate-limit message', async () => {
    const ip = '203.0.113.10';
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await check(randomIcNumber(), ip)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const refused = await check(randomIcNumber(), ip);
    expect(refused.json().error).toMatch(
      /^Too many IC number checks from this network\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await check(randomIcNumber(), '203.0.113.11')).statusCode).toBe(200);
  });

  it('allows 50 checks a day from one address', async () => {
    const ip = '203.0.113.20';
    let allowed = 0;
    for (let minute = 0; minute < 6; minute++) {
      for (let i = 0; i < 10; i++)
        if ((await check(randomIcNumber(), ip)).statusCode === 200) allowed++;
      // The minute passes: move this address's checks back in time.
      await t.db.execute(
        sql`update throttle_events set created_at = created_at - interval '61 seconds' where key = ${ip}`,
      );
    }
    expect(allowed).toBe(50);
  });

  it('reports a burst for staff in the audit log, once per address and minute', async () => {
    const result = await t.db.execute(
      sql`select action, actor_kind, ip from audit_log where ip = '203.0.113.10'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { action: 'security.check-ic-throttled', actor_kind: 'anonymous', ip: '203.0.113.10' },
    ]);
  });
});
