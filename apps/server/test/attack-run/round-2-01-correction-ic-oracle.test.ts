import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createAdmin, loginAdmin } from '../factories/admins';
import { createPlayer, playerSession, randomIcNumber } from '../factories/players';
import { registrationRequest } from '../factories/registration';

/**
 * Round 2, item 1: "Correct my data" (`POST /api/players/me/corrections`) answered "IC number
 * already registered" for a taken IC before anything else, with no limit: 60 probes in half a
 * second told taken from free. Now the answer is the same whether or not the IC is taken (the
 * request is accepted; the membership officer sees the clash when reviewing it and cannot
 * approve it), requests are limited per address and per player like the other identity checks,
 * and refused bursts are audited.
 */
describe('round 2 / 1 — a correction request does not reveal whether an IC is registered', () => {
  let t: TestApp;
  let officer: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      { IDENTITY_CHECKS_PER_IP_PER_MINUTE: '10', IDENTITY_CHECKS_PER_IP_PER_DAY: '50' },
    );
    const o = await createAdmin(t.db, { roles: ['membership_officer'] });
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, o.username, o.password)).token}`,
    };
  });
  afterAll(() => t.close());

  async function signedIn() {
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    return { player, auth: { authorization: `Bearer ${token}` } };
  }
  const ask = (auth: { authorization: string }, icNumber: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/players/me/corrections',
      headers: auth,
      remoteAddress: ip,
      payload: { field: 'icNumber', value: icNumber, reason: 'Typo at registration' },
    });
  const shape = (body: Record<string, unknown>) => ({
    keys: Object.keys(body).sort(),
    field: body.field,
    status: body.status,
    value: String(body.value).replace(/\d{4}$/, 'NNNN'),
    decisionNote: body.decisionNote,
  });

  let clashing: { requestId: string; owner: { playerId: string } };
  let free: { requestId: string };

  it('answers a taken and a free IC with the same status and body', async () => {
    const { player: owner } = await createPlayer(t.db);
    const a = await signedIn();
    const b = await signedIn();
    const taken = await ask(a.auth, owner.icNumber, '198.51.100.61');
    const unused = await ask(b.auth, randomIcNumber(), '198.51.100.62');
    expect(taken.statusCode).toBe(201);
    expect(unused.statusCode).toBe(taken.statusCode);
    expect(shape(taken.json())).toEqual(shape(unused.json()));
    expect(taken.body).not.toContain(owner.icNumber);
    // Asking again (taken or free) meets the same "one pending request" answer.
    const againTaken = await ask(a.auth, owner.icNumber, '198.51.100.61');
    const againFree = await ask(a.auth, randomIcNumber(), '198.51.100.61');
    expect(againTaken.statusCode).toBe(409);
    expect(againFree.statusCode).toBe(409);
    expect(againTaken.json()).toEqual(againFree.json());
    clashing = { requestId: taken.json()._id, owner };
    free = { requestId: unused.json()._id };
  });

  it('shows the membership officer the clash, and refuses to approve it with a clear message', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/privacy/corrections',
      headers: officer,
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { _id: string; icClash: { playerId: string } | null }[];
    expect(rows.find((r) => r._id === clashing.requestId)?.icClash).toMatchObject({
      playerId: clashing.owner.playerId,
    });
    expect(rows.find((r) => r._id === free.requestId)?.icClash).toBeNull();

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/corrections/${clashing.requestId}/approve`,
      headers: officer,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/already registered to another player/);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/corrections/${clashing.requestId}/reject`,
      headers: officer,
      payload: { note: 'This number belongs to another member' },
    });
    expect(rejected.statusCode).toBe(200);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/corrections/${free.requestId}/approve`,
      headers: officer,
    });
    expect(approved.statusCode).toBe(200);
  });

  it('throttles 60 parallel probes from one address', async () => {
    const ip = '203.0.113.61';
    const players = await Promise.all(Array.from({ length: 60 }, () => signedIn()));
    const answers = await Promise.all(players.map((p) => ask(p.auth, randomIcNumber(), ip)));
    const statuses = answers.map((r) => r.statusCode);
    // Exactly the limit gets an answer (one request each: 201), the rest 429.
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().error).toMatch(
      /^Too many correction requests\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const malay = await t.app.inject({
      method: 'POST',
      url: '/api/players/me/corrections',
      headers: { ...players[0]!.auth, 'x-language': 'ms' },
      remoteAddress: ip,
      payload: { field: 'icNumber', value: randomIcNumber(), reason: 'Typo at registration' },
    });
    expect(malay.statusCode).toBe(429);
    expect(malay.json().error).toMatch(/^Terlalu banyak permohonan pembetulan\./);
  });

  it('throttles 60 parallel probes by one player from many addresses', async () => {
    const me = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => ask(me.auth, randomIcNumber(), `192.0.2.${i + 1}`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    // Ten get an answer (one request accepted, nine "already waiting"), the other 50 a 429.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  });

  it('registration keeps "IC number already registered", counted like the other checks', async () => {
    const { player: owner } = await createPlayer(t.db);
    const ip = '203.0.113.62';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          ...registrationRequest({ icNumber: owner.icNumber }).request,
          remoteAddress: ip,
        }),
      ),
    );
    const told = answers.filter((r) => r.statusCode === 400);
    expect(told).toHaveLength(10);
    expect(told[0]?.json().error).toBe('IC number already registered');
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20);
  });

  it('audits a refused burst for staff', async () => {
    const result = await t.db.execute(
      sql`select action, ip from audit_log where action = 'security.correction-throttled'`,
    );
    const rows = (result as unknown as { rows: { action: string; ip: string }[] }).rows;
    expect(rows).toContainEqual({ action: 'security.correction-throttled', ip: '203.0.113.61' });
    // Once per address or player and minute, not once per refused call.
    expect(rows.length).toBeLessThan(10);
    const requested = await t.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'privacy.correction-requested'`,
    );
    expect((requested as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });
});
