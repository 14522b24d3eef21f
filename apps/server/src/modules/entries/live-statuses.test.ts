import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LIVE_ENTRY_STATUSES } from '@app/shared/competition/entries';

import { createTestDatabase, type TestDatabase } from '../../../test/db';

// The live statuses have one definition (packages/shared); the migrated database's
// one-live-entry indexes must list the same statuses, or a change to the constant needs a
// migration (`npm run db:generate`).
describe('live entry statuses: the constant and the entries indexes agree', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.destroy());

  it.each(['entries_live_player_key', 'entries_live_partner_key'])(
    '%s covers exactly the live statuses',
    async (name) => {
      const result = await db.db.execute(
        sql`select indexdef as def from pg_indexes where indexname = ${name}`,
      );
      const [row] = (result as unknown as { rows: { def: string }[] }).rows;
      expect(row, name).toBeDefined();
      const listed = [...row!.def.matchAll(/'([a-z_]+)'(?:::text)?/g)].map((m) => m[1]);
      expect([...listed].sort()).toEqual([...LIVE_ENTRY_STATUSES].sort());
    },
  );
});
