import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { malaysiaTodayIso } from '@app/shared/calendar';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin } from '../../../test/factories/admins';
import { rankingHistory, rankings, results } from '../../db/schema/index';
import { createDataAccess } from '../../db/unit-of-work';
import { createRepositories } from '../../repositories';

import { daysBefore, insertDivision, insertEntry, insertPlayer } from './rankings.fixtures';
import { createRankingsService } from './rankings.service';

const today = malaysiaTodayIso();
const CATEGORY = 'mens_singles:open';

/**
 * A publish recomputes only its division's players, then re-ranks their category (ADR 026): the
 * outcome must be what a full recompute gives (ranks, points, counted results, tie-break values),
 * and the history must note every player whose rank or points moved, also those only pushed down.
 */
describe('rankings: the incremental recompute after a publish equals a full one (issue 33)', () => {
  let t: TestApp;
  let officer: Record<string, string>;
  let full: ReturnType<typeof createRankingsService>;
  let divisionId: string;
  const p: { id: string; memberId: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const { admin } = await createAdmin(t.db, {
      roles: ['tournament_officer'],
      passwordHash: 'x',
    });
    const session = await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000);
    officer = { authorization: `Bearer ${session.token}` };
    full = createRankingsService({
      data: createDataAccess(t.db, createRepositories),
      now: () => new Date(),
    });
    for (let i = 0; i < 44; i++) {
      const row = await insertPlayer(t.db, { fullName: `Incremental ${i}`, gender: 'Male' });
      p.push({ id: row.id, memberId: row.playerId });
    }
    // Eight tournaments over 56 weeks (one outside the window), every tier, twelve players
    // each: equal points split by the best result, the number counted and the latest date,
    // and players equal on all of them (shared ranks).
    const tiers = ['national', 'state', 'open', 'club'];
    const placements = [1, 2, 3, 3, 5, 5, 5, 5, 9, 9, 17, 33];
    for (let k = 0; k < 8; k++) {
      const endDate = daysBefore(today, 14 + k * 7 * 6 + (k === 7 ? 60 : 0));
      const { division } = await insertDivision(t.db, {
        endDate,
        tier: tiers[k % 4]!,
        discipline: 'mens_singles',
      });
      await t.db.insert(results).values(
        placements.map((placement, j) => ({
          divisionId: division.id,
          playerId: p[(j * 5 + k * 3) % 36]!.id,
          placement,
          playedOn: endDate,
        })),
      );
    }
    // Two players with the very same single result: one shared rank.
    const { division: twin } = await insertDivision(t.db, {
      endDate: daysBefore(today, 30),
      tier: 'state',
      discipline: 'mens_singles',
    });
    await t.db.insert(results).values([
      { divisionId: twin.id, playerId: p[36]!.id, placement: 3, playedOn: daysBefore(today, 30) },
      { divisionId: twin.id, playerId: p[37]!.id, placement: 3, playedOn: daysBefore(today, 30) },
    ]);
    await full.recomputeAll();

    // The division to publish: ranked players, unranked ones (38–43), one entered but not placed.
    const { division } = await insertDivision(t.db, {
      endDate: daysBefore(today, 1),
      tier: 'national',
      discipline: 'mens_singles',
    });
    divisionId = division.id;
    for (const i of [0, 4, 9, 13, 22, 36, 38, 39, 40, 41, 42])
      await insertEntry(t.db, divisionId, p[i]!.id);
  });
  afterAll(() => t.close());

  async function standings() {
    const rows = await t.db
      .select()
      .from(rankings)
      .orderBy(asc(rankings.category), asc(rankings.playerId));
    return rows.map((r) => ({
      category: r.category,
      playerId: r.playerId,
      rank: r.rank,
      points: r.points,
      bestPoints: r.bestPoints,
      counted: r.counted,
      latestOn: r.latestOn,
      breakdown: r.breakdown.map((b) => ({ resultId: Number(b.resultId), points: b.points })),
      state: r.state,
    }));
  }

  async function historyToday() {
    const rows = await t.db.select().from(rankingHistory).where(eq(rankingHistory.on, today));
    return rows
      .map((h) => ({ key: `${h.category}|${h.playerId}`, rank: h.rank, points: h.points }))
      .sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Publishes `lines`, then checks the rankings and today's history against a full recompute. */
  async function publishAndCompare(lines: string[]) {
    const before = await standings();
    await t.db.delete(rankingHistory).where(eq(rankingHistory.on, today));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/divisions/${divisionId}/results/publish`,
      headers: { ...officer, 'content-type': 'text/csv' },
      payload: ['division,placement,member_ids', ...lines].join('\r\n'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const incremental = await standings();
    const history = await historyToday();

    await full.recomputeAll();
    const expected = await standings();
    expect(incremental).toEqual(expected);
    expect(await historyToday(), 'a full recompute finds nothing left to note').toEqual(history);

    // Today's history: every standing whose rank or points moved, and rank 0 for those gone.
    const key = (s: { category: string; playerId: string }) => `${s.category}|${s.playerId}`;
    const was = new Map(before.map((s) => [key(s), s]));
    const now = new Map(expected.map((s) => [key(s), s]));
    const moved = [...new Set([...was.keys(), ...now.keys()])]
      .flatMap((k) => {
        const b = was.get(k);
        const a = now.get(k);
        if (!a) return [{ key: k, rank: 0, points: 0 }];
        return !b || b.rank !== a.rank || b.points !== a.points
          ? [{ key: k, rank: a.rank, points: a.points }]
          : [];
      })
      .sort((x, y) => x.key.localeCompare(y.key));
    expect(history).toEqual(moved);
    return { before, after: expected, history };
  }

  const m = (i: number) => p[i]!.memberId;

  it('publishes a division: its players move, those they pass move down, ties stay shared', async () => {
    const { before, after, history } = await publishAndCompare(
      [
        [1, 38],
        [2, 0],
        [3, 39],
        [3, 4],
        [5, 9],
        [5, 40],
        [5, 13],
        [5, 36],
        [9, 41],
        [9, 22],
      ].map(([place, i]) => `${CATEGORY},${place},${m(i!)}`),
    );
    const division = new Set([0, 4, 9, 13, 22, 36, 38, 39, 40, 41].map((i) => p[i]!.id));
    // Players outside the division were pushed down, and noted in the history.
    expect(history.some((h) => !division.has(h.key.split('|')[1]!))).toBe(true);
    expect(after.length).toBeGreaterThan(before.length);
    // The twin whose partner was placed no longer shares a rank with them; shared ranks remain.
    const ranks = after.filter((s) => s.category === CATEGORY).map((s) => s.rank);
    expect(new Set(ranks).size).toBeLessThan(ranks.length);
  });

  it('publishes a correction: places swap, a player leaves the rankings, another enters', async () => {
    const { after, history } = await publishAndCompare(
      [
        [1, 0],
        [2, 38],
        [3, 39],
        [3, 4],
        [5, 9],
        [5, 42],
        [5, 13],
        [5, 36],
        [9, 41],
        [9, 22],
      ].map(([place, i]) => `${CATEGORY},${place},${m(i!)}`),
    );
    // Player 40's only result is gone: no longer ranked, rank 0 in today's history.
    expect(after.some((s) => s.playerId === p[40]!.id)).toBe(false);
    expect(history).toContainEqual({ key: `${CATEGORY}|${p[40]!.id}`, rank: 0, points: 0 });
    expect(after.find((s) => s.playerId === p[42]!.id && s.category === CATEGORY)).toMatchObject({
      points: 350,
      counted: 1,
    });
    expect(after.find((s) => s.playerId === p[0]!.id && s.category === CATEGORY)?.rank).toBe(1);
  });

  it('publishes the same file again: nothing moves, nothing is noted', async () => {
    const lines = [
      [1, 0],
      [2, 38],
      [3, 39],
      [3, 4],
      [5, 9],
      [5, 42],
      [5, 13],
      [5, 36],
      [9, 41],
      [9, 22],
    ].map(([place, i]) => `${CATEGORY},${place},${m(i!)}`);
    const { before, after, history } = await publishAndCompare(lines);
    // New result ids (a publish replaces the rows), the same standings otherwise.
    const strip = (s: typeof before) => s.map(({ breakdown: _, ...rest }) => rest);
    expect(strip(after)).toEqual(strip(before));
    expect(history).toEqual([]);
  });
});
