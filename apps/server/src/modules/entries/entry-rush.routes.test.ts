import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { useEntriesApp } from '../../../test/entries-fixture';
import { entries } from '../../db/schema/index';

type Db = ReturnType<typeof useEntriesApp>['t']['db'];

/**
 * A stand-in for a small connection pool in front of the app's database: at most `size`
 * transactions at once; another waits up to `waitMs` for one, then fails as node-postgres's pool
 * does ("timeout exceeded when trying to connect", answered 503). A transaction waiting for
 * another to finish holds its connection, as one waiting for a row lock does on PostgreSQL (the
 * embedded engine runs one transaction at a time); each lasts at least `holdMs`, as round trips
 * to a database server do.
 */
function tinyPool(db: Db, size: number, waitMs: number, holdMs: number) {
  const original = db.transaction.bind(db);
  let inUse = 0;
  const waiting: (() => void)[] = [];
  const connect = () =>
    new Promise<void>((resolve, reject) => {
      if (inUse < size) {
        inUse += 1;
        resolve();
        return;
      }
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(new Error('timeout exceeded when trying to connect'));
      }, waitMs);
      waiting.push(go);
    });
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inUse -= 1;
  };
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    await connect();
    try {
      const [work, config] = args;
      return await original(async (tx) => {
        await new Promise((resolve) => setTimeout(resolve, holdMs));
        return work(tx);
      }, config);
    } finally {
      release();
    }
  }) as Db['transaction'];
  return () => {
    db.transaction = original;
  };
}

describe('tournament entries: an opening rush waits in line, not on the connection pool', () => {
  const f = useEntriesApp();

  it('20 pairs enter a 4-place division at once and all confirm at once, on a pool of 3: no 5xx, none over the cap, no pair apart', async () => {
    const t = await f.tournament({ maxEntriesPerPlayer: 3 });
    const d = await f.division(t.id, { discipline: 'mixed_doubles', cap: 4 });
    const pairs = await Promise.all(
      Array.from({ length: 20 }, async () => ({
        man: await f.member({ gender: 'Male' }),
        woman: await f.member(),
      })),
    );
    // Unqueued, the 20 transactions would wait on these 3 connections, and most would give up
    // after 30 ms (503).
    const restore = tinyPool(f.t.db, 3, 30, 5);
    try {
      const entered = await Promise.all(
        pairs.map((p) =>
          f.call('POST', `/api/divisions/${d.id}/entries`, p.man.auth, {
            partnerMemberId: p.woman.player.playerId,
          }),
        ),
      );
      expect(entered.map((r) => r.statusCode)).toEqual(pairs.map(() => 201));
      const confirmed = await Promise.all(
        entered.map((r, i) =>
          f.call('POST', `/api/entries/${r.json().id}/confirm`, pairs[i]!.woman.auth),
        ),
      );
      expect(confirmed.map((r) => r.statusCode)).toEqual(pairs.map(() => 200));
      const answered = confirmed.map((r) => r.json().status as string);
      expect(answered.filter((s) => s === 'confirmed')).toHaveLength(4);
      expect(answered.filter((s) => s === 'waitlisted')).toHaveLength(16);
      // A double click during the rush: one entry stands, the second is told so (409).
      const again = await Promise.all(
        [0, 1].map(() =>
          f.call('POST', `/api/divisions/${d.id}/entries`, pairs[0]!.man.auth, {
            partnerMemberId: pairs[0]!.woman.player.playerId,
          }),
        ),
      );
      expect(again.map((r) => r.statusCode)).toEqual([409, 409]);
    } finally {
      restore();
    }
    const rows = await f.t.db.select().from(entries).where(eq(entries.divisionId, d.id));
    expect(rows).toHaveLength(20);
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(4);
    expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(16);
    expect(rows.filter((r) => !r.partnerConfirmedAt)).toHaveLength(0);
  });
});

/** Each transaction starts `ms` late (a slow connection), the database free meanwhile. */
function slowStart(db: Db, ms: number) {
  const original = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return original(...args);
  }) as Db['transaction'];
  return () => {
    db.transaction = original;
  };
}

describe('tournament entries: a change that waits too long in line is told to try again (429)', () => {
  const f = useEntriesApp({ env: { ENTRY_LINE_WAIT_MS: '100' } });

  it('the second of two entries at once, behind a change 0.8 s long, answers 429 with Retry-After and writes nothing', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id, { discipline: 'womens_singles', cap: 4 });
    const [a, b] = [await f.member(), await f.member()];
    let told: typeof a | undefined;
    const restore = slowStart(f.t.db, 800);
    try {
      const answers = await Promise.all(
        [a, b].map((p) =>
          f.t.app.inject({
            method: 'POST',
            url: `/api/divisions/${d.id}/entries`,
            headers: { ...p.auth, 'x-language': 'ms' },
            payload: {},
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 429]);
      const waited = answers.find((r) => r.statusCode === 429)!;
      expect(waited.headers['retry-after']).toBe('5');
      expect(waited.json().error).toBe(
        'Ramai pemain sedang menyertai bahagian ini sekarang. Sila cuba lagi dalam beberapa saat.',
      );
      told = answers[0]!.statusCode === 429 ? a : b;
    } finally {
      restore();
    }
    const rows = await f.t.db.select().from(entries).where(eq(entries.divisionId, d.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.playerId).not.toBe(told!.player.id);
    // The line is free again: the player who was told to wait enters.
    const again = await f.call('POST', `/api/divisions/${d.id}/entries`, told!.auth);
    expect(again.statusCode).toBe(201);
    expect(again.json().status).toBe('confirmed');
  });
});
