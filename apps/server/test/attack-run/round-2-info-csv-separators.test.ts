import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createAdmin } from '../factories/admins';
import { createPlayer } from '../factories/players';

/**
 * Round 2, info: CSV exports neutralised a formula only at the start of a field, so a player
 * named `a;=1+2` came out as `a;=1+2`, and a spreadsheet that splits lines at `;` (the default
 * where the decimal mark is a comma) ran `=1+2` as a formula. A formula trigger (= + - @) after
 * any separator a spreadsheet may use (`,` `;` tab `|`, a line break), spaces aside, is now
 * neutralised with an apostrophe too.
 */
describe('round 2, info — CSV formulas are neutralised after every separator', () => {
  let t: TestApp;
  let staff: Record<string, string>;

  const names = [
    'Zz a;=1+2',
    'Zz b|@SUM(A1)',
    'Zz c\t=HYPERLINK("http://evil.test")',
    'Zz d; -2+3',
  ];

  beforeAll(async () => {
    t = await buildTestApp();
    const { admin } = await createAdmin(t.db, { passwordHash: 'unused' });
    const session = await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
    staff = { authorization: `Bearer ${session.token}` };
    for (const fullName of names) await createPlayer(t.db, { fullName, city: 'x;=cmd|calc' });
  });
  afterAll(() => t.close());

  it('exports the players list with no cell starting a formula, whatever the separator', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/players/export.csv',
      headers: staff,
      remoteAddress: '203.0.113.41',
    });
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain("Zz a;'=1+2");
    expect(body).toContain("Zz b|'@SUM(A1)");
    expect(body).toContain("Zz d; '-2+3");
    expect(body).toContain("x;'=cmd|calc");
    for (const separator of [',', ';', '\t', '|']) {
      for (const line of body.split(/\r\n|\n/)) {
        for (const cell of line.split(separator)) {
          expect(
            cell.replace(/^[\s"]+/, ''),
            `a cell split at ${JSON.stringify(separator)}`,
          ).not.toMatch(/^[=+\-@]/);
        }
      }
    }
  });
});
