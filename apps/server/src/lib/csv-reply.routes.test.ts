// Every CSV export, as a spreadsheet reads it: UTF-8 with a byte order mark (the API description
// promises it for every text/csv answer), identifiers with every digit (phone numbers like IC
// numbers, written as text), and nothing a spreadsheet would run as a formula.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { todayInMalaysia } from '@app/shared/membership';

import { useEntriesApp } from '../../test/entries-fixture';
import { createAdmin } from '../../test/factories/admins';
import { createMembershipType, key } from '../../test/factories/membership';

describe('CSV exports in a spreadsheet', () => {
  const f = useEntriesApp();

  it('every export starts with the byte order mark, keeps phone numbers and references whole, runs no formula', async () => {
    const { admin } = await createAdmin(f.t.db, { roles: ['super_admin'] });
    const session = await f.t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
    const staff = { authorization: `Bearer ${session.token}` };

    const formula = '=HYPERLINK("http://x","y")';
    const local = await f.member({ phoneNumber: '0123456789', fullName: formula });
    const international = await f.member({ phoneNumber: '+60123456789' });
    const written = await f.member({ phoneNumber: '03-2345 6789' });
    const t = await f.tournament();
    const d = await f.division(t.id, { discipline: 'womens_singles' });
    for (const m of [local, international, written])
      expect(
        (await f.call('POST', `/api/divisions/${d.id}/entries`, m.auth, { club: '@SUM(A1)' }))
          .statusCode,
      ).toBe(201);
    const type = await createMembershipType(f.t.db, { feeSen: 5000 });
    const paid = await f.call(
      'POST',
      `/api/admin/members/${local.player.id}/membership/payments`,
      staff,
      {
        typeId: type.id,
        amountSen: 5000,
        method: 'cheque',
        reference: '0012345',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      },
    );
    expect(paid.statusCode).toBe(200);

    // Every route that answers a CSV file (as the API description lists them; a test keeps
    // docs/openapi.json current) is read here.
    const docs = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../../docs/openapi.json'), 'utf8'),
    ) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    const csvPaths = Object.entries(docs.paths)
      .filter(([, ops]) =>
        Object.values(ops).some((op) => 'text/csv' in (op.responses['200']?.content ?? {})),
      )
      .map(([path]) => path)
      .sort();
    // The audit log last: it records the other exports.
    const exports: Record<string, string> = {
      '/api/admin/finance/payments.csv': '/api/admin/finance/payments.csv',
      '/api/admin/tournaments/{id}/entries.csv': `/api/admin/tournaments/${t.id}/entries.csv`,
      '/api/players/export.csv': '/api/players/export.csv',
      '/api/admin/audit/export.csv': '/api/admin/audit/export.csv',
    };
    expect(csvPaths).toEqual(Object.keys(exports).sort());

    const files: Record<string, string> = {};
    for (const [path, url] of Object.entries(exports)) {
      const res = await f.call('GET', url, staff);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('text/csv; charset=utf-8');
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.rawPayload.subarray(0, 3).toString('hex'), path).toBe('efbbbf');
      files[path] = res.rawPayload.subarray(3).toString('utf8');
      // No cell a spreadsheet could start with a formula trigger (csvField's rule).
      for (const cell of files[path].split(/[,\r\n]/))
        expect(cell.replace(/^"/, ''), path).not.toMatch(/^[=+\-@]/);
    }

    const players = files['/api/players/export.csv']!;
    expect(players).toContain(`,012-345 6789,`);
    expect(players).toContain(`,'+60 12-345 6789,`);
    expect(players).toContain(`,03-2345 6789,`);
    expect(players).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(files['/api/admin/finance/payments.csv']).toContain(`,'0012345,`);
    expect(files['/api/admin/tournaments/{id}/entries.csv']).toContain(`,'@SUM(A1),`);
    expect(files['/api/admin/audit/export.csv']).toContain('players.export');
  });
});
