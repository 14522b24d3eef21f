import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createAdmin, loginAdmin } from '../factories/admins';
import { randomIcNumber } from '../factories/players';
import { registrationRequest } from '../factories/registration';

/**
 * Round 2, item 4: the request log wrote `req.url`, so `GET /api/players/check-ic/<IC>` and a
 * staff search `GET /api/players?q=<IC>` put whole IC numbers in the server log (ADR 015
 * promises none at rest). Every log line is now filtered for IC-shaped values in any spelling,
 * and the availability check has a POST form (`POST /api/players/check-ic`, the web app's) so
 * the number is not in a URL at all; the old GET keeps working for older clients.
 */
describe('round 2 / 4 — no IC number reaches the server log', () => {
  let t: TestApp;
  let officer: { authorization: string };
  const lines: string[] = [];
  const ic = randomIcNumber(1991);
  const [yymmdd, pb, tail] = [ic.slice(0, 6), ic.slice(6, 8), ic.slice(8)];
  const spellings = [
    ic,
    `${yymmdd}-${pb}-${tail}`,
    `${yymmdd} ${pb} ${tail}`,
    `${yymmdd}%2D${pb}%2D${tail}`,
    `${yymmdd}%20${pb}%20${tail}`,
    `${yymmdd}+${pb}+${tail}`,
  ];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp({}, {}, undefined, { logger: { level: 'info', stream } });
    const o = await createAdmin(t.db, { roles: ['membership_officer'] });
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, o.username, o.password)).token}`,
    };
  });
  afterAll(() => t.close());

  it('registers, checks (GET and POST), searches and probes unknown paths with the IC', async () => {
    const registered = await t.app.inject({
      ...registrationRequest({ icNumber: `${yymmdd}-${pb}-${tail}` }).request,
      remoteAddress: '198.51.100.90',
    });
    expect(registered.statusCode).toBe(201);

    for (const spelling of ['900101-14-5678', ...spellings.filter((s) => !s.includes(' '))]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/players/check-ic/${spelling}` });
      expect(res.statusCode, spelling).toBe(200);
    }
    const byGet = await t.app.inject({ method: 'GET', url: `/api/players/check-ic/${ic}` });
    expect(byGet.json()).toEqual({ exists: true });

    // The new form: the number in the body, the same answers and limits as the GET.
    for (const [icNumber, exists] of [
      [`${yymmdd}-${pb}-${tail}`, true],
      [ic, true],
      [randomIcNumber(), false],
      ['not an IC', false],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/players/check-ic',
        payload: { icNumber },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ exists });
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/players/check-ic', payload: {} });
    expect(empty.statusCode).toBe(400);

    for (const q of [
      ic,
      `${yymmdd}-${pb}-${tail}`,
      encodeURIComponent(`${yymmdd} ${pb} ${tail}`),
    ]) {
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/players?q=${q}&limit=5`,
        headers: officer,
      });
      expect(search.statusCode).toBe(200);
      expect(search.headers['x-total-count']).toBe('1');
    }

    for (const url of [
      `/api/unknown/${ic}?ic=${yymmdd}%2D${pb}%2D${tail}`,
      `/players/${yymmdd}-${pb}-${tail}`,
      `/api/players/${ic}`,
    ])
      expect((await t.app.inject({ method: 'GET', url, headers: officer })).statusCode).not.toBe(
        500,
      );
  });

  it('wrote those requests to the log, with no IC number in any spelling', async () => {
    await new Promise((r) => setTimeout(r, 100));
    const log = lines.join('');
    // The log did record the requests (so the absence below means something).
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/players/check-ic/[IC]');
    expect(log).toContain('/api/players?q=[IC]&limit=5');
    for (const spelling of [...spellings, '900101-14-5678', '900101145678'])
      expect(log, spelling).not.toContain(spelling);
    // Nor the digits with anything short between the groups.
    const loose = new RegExp(`${yymmdd}\\D{0,9}${pb}\\D{0,9}${tail}`);
    expect(log).not.toMatch(loose);
  });
});
