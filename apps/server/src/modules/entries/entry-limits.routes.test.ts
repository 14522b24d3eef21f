import { and, eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { LIVE_ENTRY_STATUSES } from '@app/shared/competition/entries';
import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';

import { useEntriesApp, type Auth } from '../../../test/entries-fixture';
import { entries, tournamentEntrySettings } from '../../db/schema/index';

describe('tournament entries: the max entries per player holds across divisions in parallel', () => {
  const f = useEntriesApp();
  const enter = (divisionId: string, auth: Auth, body: object = {}) =>
    f.call('POST', `/api/divisions/${divisionId}/entries`, auth, body);
  const liveOf = (playerId: string) =>
    f.t.db
      .select()
      .from(entries)
      .where(
        and(
          inArray(entries.status, [...LIVE_ENTRY_STATUSES]),
          or(eq(entries.playerId, playerId), eq(entries.partnerId, playerId)),
        ),
      );
  const setMax = (tournamentId: string, max: number) =>
    f.t.db
      .update(tournamentEntrySettings)
      .set({ maxEntriesPerPlayer: max })
      .where(eq(tournamentEntrySettings.tournamentId, tournamentId));

  it('one player entering four divisions at once with max 1: exactly one entry', async () => {
    const t = await f.tournament({ maxEntriesPerPlayer: 1 });
    const ds = await Promise.all(
      ['open', '35plus', '50plus', 'u18'].map(() =>
        f.division(t.id, { discipline: 'womens_singles' }),
      ),
    );
    const a = await f.member();
    const res = await Promise.all(ds.map((d) => enter(d.id, a.auth)));
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const r of res.filter((x) => x.statusCode === 409))
      expect(r.json().error).toBe(M.maxEntries);
    expect(await liveOf(a.player.id)).toHaveLength(1);
  });

  it('two players naming the same partner in two divisions at once with max 1: one request', async () => {
    const t = await f.tournament({ maxEntriesPerPlayer: 1 });
    const [d1, d2] = [await f.division(t.id), await f.division(t.id)];
    const w = await f.member();
    const [m1, m2] = [await f.member({ gender: 'Male' }), await f.member({ gender: 'Male' })];
    const res = await Promise.all([
      enter(d1.id, m1.auth, { partnerMemberId: w.player.playerId }),
      enter(d2.id, m2.auth, { partnerMemberId: w.player.playerId }),
    ]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(res.find((r) => r.statusCode === 409)!.json().error).toBe(M.partnerMaxEntries);
    expect(await liveOf(w.player.id)).toHaveLength(1);
  });

  it('a partner asked in two divisions confirms both at once with max 1: one stands', async () => {
    const t = await f.tournament({ maxEntriesPerPlayer: 2 });
    const [d1, d2] = [await f.division(t.id), await f.division(t.id)];
    const w = await f.member({ language: 'ms' });
    const [m1, m2] = [await f.member({ gender: 'Male' }), await f.member({ gender: 'Male' })];
    const e1 = (await enter(d1.id, m1.auth, { partnerMemberId: w.player.playerId })).json();
    const e2 = (await enter(d2.id, m2.auth, { partnerMemberId: w.player.playerId })).json();
    // Staff lower the limit while both requests wait.
    await setMax(t.id, 1);
    const res = await Promise.all(
      [e1.id, e2.id].map((id: string) => f.call('POST', `/api/entries/${id}/confirm`, w.auth)),
    );
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.statusCode === 409)!.json().error).toBe(M.maxEntries);
    const rows = await liveOf(w.player.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['awaiting_partner', 'confirmed']);
    // The entrant of the one left sees the partner's limit when asking again (Malay too).
    const left = rows.find((r) => r.status === 'awaiting_partner')!;
    const again = await f.t.app.inject({
      method: 'POST',
      url: `/api/entries/${left.id}/confirm`,
      headers: { ...w.auth, 'x-language': 'ms' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'Anda telah mencapai bilangan penyertaan maksimum seorang pemain dalam kejohanan ini',
    );
  });

  it('an offered place cannot be claimed over the limit', async () => {
    const t = await f.tournament({ maxEntriesPerPlayer: 2 });
    const full = await f.division(t.id, { discipline: 'womens_singles', cap: 1 });
    const other = await f.division(t.id, { discipline: 'womens_singles' });
    const [a, b] = [await f.member(), await f.member()];
    const ea = (await enter(full.id, a.auth)).json();
    const eb = (await enter(full.id, b.auth)).json();
    expect(eb.status).toBe('waitlisted');
    expect((await enter(other.id, b.auth)).statusCode).toBe(201);
    await setMax(t.id, 1);
    expect((await f.call('POST', `/api/entries/${ea.id}/withdraw`, a.auth)).statusCode).toBe(200);
    const claim = await f.call('POST', `/api/entries/${eb.id}/claim`, b.auth);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().error).toBe(M.maxEntries);
    const [row] = await f.t.db.select().from(entries).where(eq(entries.id, eb.id));
    expect(row!.status).toBe('offered');
  });
});
