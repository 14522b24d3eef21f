import { Writable } from 'node:stream';

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createAdmin, loginAdmin } from '../factories/admins';
import { icSpelling, plausibleIc, revealedDigits } from '../ic-spellings';

/**
 * Round 3 (issue 39, section 7): the log filter knew IC numbers only as 6-2-4 digits with one
 * separator in each gap, so `9001011 41231`, a no-break or thin space, full-width digits or a
 * separator in another place reached the server log (from a URL, a query, or an error message
 * that quoted the input). Now a run of digits in any script, URL-encoded or JSON-escaped, with
 * any separators anywhere, is `[IC]` when it holds 12 digits. The property sends every place a
 * request can put a number through the app and reads the log as a person would decode it. The
 * audit log, a log at rest, kept an export's search box (`q`) as typed: it is redacted too.
 */
describe('round 3 — no IC number in any spelling reaches the log', () => {
  let t: TestApp;
  let officer: { authorization: string };
  const lines: string[] = [];

  /** A route whose failure quotes the input in its message and stack (logged at error). */
  function echoingRoute(app: FastifyInstance) {
    app.post('/api/test/echo-error', async (req) => {
      throw new Error(`cannot read value ${(req.body as { value?: string }).value ?? ''}`);
    });
  }

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp({}, {}, echoingRoute, {
      logger: { level: 'info', stream },
      extraRouteAccess: { 'POST /api/test/echo-error': 'public' },
    });
    const o = await createAdmin(t.db, { roles: ['membership_officer'] });
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, o.username, o.password)).token}`,
    };
  });
  afterAll(() => t.close());

  /** Every place one request can carry the number: path, query, body, an error's message. */
  async function sendEverywhere(spelled: string) {
    const inUrl = encodeURIComponent(spelled);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: `/api/players/check-ic/${inUrl}` }),
      t.app.inject({ method: 'GET', url: `/api/players?q=${inUrl}&limit=5`, headers: officer }),
      t.app.inject({ method: 'GET', url: `/api/unknown/${inUrl}?ic=${inUrl}` }),
      t.app.inject({
        method: 'POST',
        url: '/api/players/check-ic',
        payload: { icNumber: spelled },
      }),
      t.app.inject({ method: 'POST', url: '/api/test/echo-error', payload: { value: spelled } }),
    ]);
    return answers.map((a) => a.statusCode);
  }

  it('the issue’s spelling, Unicode spaces and full-width digits', async () => {
    const from = lines.length;
    for (const spelled of [
      '9001011 41231',
      '900101\u00a014\u00a01231',
      '900101\u2009-\u200914\u20091231',
      '９００１０１－１４－１２３１',
      '9 0 0 1 0 1 1 4 1 2 3 1',
    ])
      expect(await sendEverywhere(spelled)).toEqual([200, 200, 404, 200, 500]);
    const log = lines.slice(from).join('');
    // The requests were logged (so what is missing below was redacted, not left out).
    expect(log).toContain('/api/players/check-ic/[IC]');
    expect(log).toContain('cannot read value [IC]');
    expect(revealedDigits(log)).not.toContain('900101141231');
  });

  it('no generated spelling, in any place, reaches the log (property)', async () => {
    await fc.assert(
      fc.asyncProperty(plausibleIc, icSpelling, async (ic, spell) => {
        const from = lines.length;
        await sendEverywhere(spell(ic));
        const log = lines.slice(from).join('');
        expect(log).toContain('incoming request');
        expect(revealedDigits(log), JSON.stringify(spell(ic))).not.toContain(ic);
      }),
      { numRuns: 25 },
    );
  });

  it('an export filtered by an IC number keeps the search as [IC] in the audit log', async () => {
    const before = await t.db.select().from(auditLog);
    for (const spelled of ['900101-14-1231', '9001011 41231', '９００１０１１４１２３１']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/players/export.csv?q=${encodeURIComponent(spelled)}`,
        headers: officer,
      });
      expect(res.statusCode).toBe(200);
    }
    const entries = (await t.db.select().from(auditLog)).slice(before.length);
    const exports = entries.filter((e) => e.action === 'players.export');
    expect(exports).toHaveLength(3);
    expect(exports.map((e) => (e.detail as { filter: { q: string } }).filter.q)).toEqual([
      '[IC]',
      '[IC]',
      '[IC]',
    ]);
    expect(revealedDigits(JSON.stringify(entries))).not.toContain('900101141231');
  });
});
