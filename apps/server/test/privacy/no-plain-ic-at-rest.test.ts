import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatIcNumber } from '@app/shared/ic-number';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createAdmin, loginAdmin } from '../factories/admins';
import { randomIcNumber } from '../factories/players';
import { registrationRequest } from '../factories/registration';
import { postgresBinDir } from '../faults/private-cluster';

type Rows<T> = { rows: T[] };

/** Every row of every table, as JSON text: a logical dump on either engine. */
async function dumpAllRows(t: TestApp): Promise<string> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as Rows<{ table_name: string }>;
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await t.db.execute(
      sql.raw(`select row_to_json(t)::text as json from "${table_name}" t`),
    )) as unknown as Rows<{ json: string }>;
    parts.push(`-- ${table_name}`, ...rows.rows.map((r) => r.json));
  }
  return parts.join('\n');
}

/** Each way an IC number can be written: plain digits, hyphenated, spaced. */
const spellings = (ic: string) => [
  ic,
  `${ic.slice(0, 6)}-${ic.slice(6, 8)}-${ic.slice(8)}`,
  `${ic.slice(0, 6)} ${ic.slice(6, 8)} ${ic.slice(8)}`,
];

describe('IC numbers at rest', () => {
  let t: TestApp;
  const ics: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    for (let i = 0; i < 3; i++) {
      const { fields, request } = registrationRequest();
      const res = await t.app.inject(request);
      expect(res.statusCode).toBe(201);
      ics.push(fields.icNumber!);
    }
    // A 16-year-old names a guardian, whose IC number is kept sealed too.
    const guardianIc = randomIcNumber(1979);
    const minor = registrationRequest({
      icNumber: randomIcNumber(new Date().getFullYear() - 16),
      guardianConsent: 'true',
      parentGuardianName: 'Guardian Name',
      parentGuardianIcNumber: guardianIc,
      parentGuardianContact: '019-876 5432',
    });
    expect((await t.app.inject(minor.request)).statusCode).toBe(201);
    ics.push(minor.fields.icNumber!, guardianIc);
    // Staff work on them: a reveal, an edit, a search by IC and a full export are all audited.
    const officer = await createAdmin(t.db, { roles: ['membership_officer'] });
    const headers = {
      authorization: `Bearer ${(await loginAdmin(t.app, officer.username, officer.password)).token}`,
    };
    const found = await t.app.inject({ method: 'GET', url: `/api/players?q=${ics[0]}`, headers });
    const [player] = found.json() as { _id: string }[];
    expect(player).toBeDefined();
    const reveal = await t.app.inject({
      method: 'POST',
      url: `/api/players/${player!._id}/ic-number/reveal`,
      headers,
    });
    expect(reveal.json().icNumber).toBe(ics[0]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/players/export.csv?ic=full',
      headers,
    });
    // Written YYMMDD-PB-NNNN, so a spreadsheet keeps it as text (issue 30).
    expect(csv.body).toContain(formatIcNumber(ics[1]!));
  });
  afterAll(() => t.close());

  it('a dump of every table holds no IC number in clear', async () => {
    const dump = await dumpAllRows(t);
    expect(dump).toContain('-- players');
    expect(dump).toContain('-- player_guardians');
    expect(dump).toContain(ics[2]!.slice(-4));
    for (const ic of ics)
      for (const spelling of spellings(ic)) expect(dump).not.toContain(spelling);
  });

  it('nor does pg_dump of the PostgreSQL database (when the tests run on PostgreSQL)', async () => {
    const bin = postgresBinDir();
    const pgDump = bin ? path.join(bin, 'pg_dump') : null;
    if (!t.database.url || !pgDump || !existsSync(pgDump)) {
      // On the embedded engine the logical dump above is the dump.
      expect(t.database.engine).toBe('embedded');
      return;
    }
    const { stdout } = await promisify(execFile)(pgDump, ['--data-only', t.database.url], {
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(stdout).toContain('COPY public.players');
    for (const ic of ics)
      for (const spelling of spellings(ic)) expect(stdout).not.toContain(spelling);
  });
});
