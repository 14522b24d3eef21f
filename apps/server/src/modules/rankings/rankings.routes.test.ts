import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { malaysiaTodayIso } from '@app/shared/calendar';
import { computeStandings, pointsFor } from '@app/shared/competition/ranking-maths';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { playerSession } from '../../../test/factories/players';
import { matches, players, rankingPoints, rankings, results } from '../../db/schema/index';
import { createDataAccess } from '../../db/unit-of-work';
import { createRepositories } from '../../repositories';

import {
  daysBefore,
  insertDivision,
  insertEntry,
  insertPlayer,
  setPrivacy,
} from './rankings.fixtures';
import { createRankingsService } from './rankings.service';

const today = malaysiaTodayIso();
const RULES_2026 = '6a1f0c52-0000-4000-8000-000000002026';

describe('rankings: recompute, public list, player profiles (issue 33)', () => {
  let t: TestApp;
  let service: ReturnType<typeof createRankingsService>;
  const ids: { id: string; memberId: string; name: string }[] = [];
  /** Result rows as the pure maths sees them (before points). */
  const inserted: {
    id: number;
    playerId: string;
    placement: number;
    playedOn: string;
    tier: string;
  }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    service = createRankingsService({
      data: createDataAccess(t.db, createRepositories),
      now: () => new Date(),
    });
    const states = ['Selangor', 'Johor', 'Selangor', 'Penang'];
    for (let i = 0; i < 30; i++) {
      const row = await insertPlayer(t.db, {
        fullName: `Ranked ${String(i).padStart(2, '0')} ${i % 3 === 0 ? 'Aminah' : 'Tan'}`,
        state: states[i % 4]!,
        gender: 'Male',
      });
      ids.push({ id: row.id, memberId: row.playerId, name: row.fullName });
    }
    // Ten tournaments over 60 weeks, all tiers; each player in some, with varied placements.
    const tiers = ['national', 'state', 'open', 'club'];
    for (let k = 0; k < 10; k++) {
      const endDate = daysBefore(today, k * 42 + (k === 9 ? 0 : 3));
      const tier = tiers[k % 4]!;
      const { division } = await insertDivision(t.db, {
        endDate,
        tier,
        discipline: 'mens_singles',
      });
      const placements = [1, 2, 3, 3, 5, 5, 5, 5, 9, 17, 33, 40];
      for (let j = 0; j < placements.length; j++) {
        const player = ids[(j * 7 + k * 3) % 30]!;
        const [row] = await t.db
          .insert(results)
          .values({
            divisionId: division.id,
            playerId: player.id,
            placement: placements[j]!,
            playedOn: endDate,
          })
          .returning();
        inserted.push({
          id: row!.id,
          playerId: player.id,
          placement: row!.placement,
          playedOn: endDate,
          tier,
        });
      }
    }
    // A result exactly 52 weeks old still counts; one day older does not.
    for (const [age, player] of [
      [364, ids[0]!],
      [365, ids[1]!],
    ] as const) {
      const endDate = daysBefore(today, age);
      const { division } = await insertDivision(t.db, {
        endDate,
        tier: 'national',
        discipline: 'mens_singles',
      });
      const [row] = await t.db
        .insert(results)
        .values({ divisionId: division.id, playerId: player.id, placement: 1, playedOn: endDate })
        .returning();
      inserted.push({
        id: row!.id,
        playerId: player.id,
        placement: 1,
        playedOn: endDate,
        tier: 'national',
      });
    }
    await setPrivacy(t.db, ids[5]!.id, { hideFromEntryLists: true });
    await service.recomputeAll();
  });
  afterAll(() => t.close());

  it('stores what the pure maths computes (points, ranks, counted results, decay)', async () => {
    const table = await t.db
      .select()
      .from(rankingPoints)
      .where(eq(rankingPoints.rulesId, RULES_2026));
    const expected = computeStandings(
      inserted.map((r) => ({
        resultId: r.id,
        playerId: r.playerId,
        playedOn: r.playedOn,
        points: pointsFor(table, r.tier, r.placement),
      })),
      { bestOf: 4, windowWeeks: 52 },
      today,
    );
    const stored = await t.db
      .select()
      .from(rankings)
      .where(eq(rankings.category, 'mens_singles:open'));
    const byPlayer = new Map(stored.map((s) => [s.playerId, s]));
    expect(stored).toHaveLength(expected.length);
    for (const e of expected) {
      expect(byPlayer.get(e.playerId), e.playerId).toMatchObject({
        rank: e.rank,
        points: e.points,
        bestPoints: e.bestPoints,
        counted: e.counted,
        latestOn: e.latestOn,
      });
      expect(
        byPlayer
          .get(e.playerId)!
          .breakdown.map((b) => Number(b.resultId))
          .sort(),
      ).toEqual(e.breakdown.map((b) => b.resultId).sort());
    }
    const exactly52 = inserted.find(
      (r) => r.playerId === ids[0]!.id && r.playedOn === daysBefore(today, 364),
    )!;
    const older = inserted.find(
      (r) => r.playerId === ids[1]!.id && r.playedOn === daysBefore(today, 365),
    )!;
    expect(byPlayer.get(ids[0]!.id)!.breakdown.map((b) => Number(b.resultId))).toContain(
      exactly52.id,
    );
    expect(byPlayer.get(ids[1]!.id)?.breakdown.map((b) => Number(b.resultId)) ?? []).not.toContain(
      older.id,
    );
  });

  it('lists a category by rank, 25 a page, filtered by state and searched by name or member ID', async () => {
    const first = await t.app.inject({ url: '/api/rankings?category=mens_singles:open' });
    expect(first.statusCode).toBe(200);
    const page = first.json<{
      total: number;
      rows: { rank: number; name: string; memberId: string | null }[];
    }>();
    expect(page.rows).toHaveLength(25);
    expect(page.total).toBe(30);
    expect(page.rows.map((r) => r.rank)).toEqual(
      [...page.rows.map((r) => r.rank)].sort((a, b) => a - b),
    );
    const second = await t.app.inject({ url: '/api/rankings?category=mens_singles:open&page=2' });
    expect(second.json().rows).toHaveLength(5);

    const johor = await t.app.inject({
      url: '/api/rankings?category=mens_singles:open&state=Johor',
    });
    expect(johor.json().rows.every((r: { state: string }) => r.state === 'Johor')).toBe(true);
    // Johor's named players: the private one (ids[5]) is not found by its state (issue 39).
    expect(johor.json().total).toBe(ids.filter((_, i) => i % 4 === 1 && i !== 5).length);

    const byName = await t.app.inject({ url: '/api/rankings?category=mens_singles:open&q=aminah' });
    expect(byName.json().total).toBe(10);
    const byId = await t.app.inject({
      url: `/api/rankings?category=mens_singles:open&q=${ids[2]!.memberId}`,
    });
    expect(byId.json().rows).toEqual([expect.objectContaining({ memberId: ids[2]!.memberId })]);

    // A player hidden from public lists: ranked, but unnamed, without member ID, not searchable.
    const all = [...page.rows, ...second.json<{ rows: typeof page.rows }>().rows];
    expect(all.filter((r) => r.memberId === null)).toEqual([
      expect.objectContaining({ name: 'Private player', isPrivate: true }),
    ]);
    expect(all.some((r) => r.name === ids[5]!.name)).toBe(false);
    const hidden = await t.app.inject({
      url: `/api/rankings?category=mens_singles:open&q=${ids[5]!.memberId}`,
    });
    expect(hidden.json().total).toBe(0);
    expect(
      (
        await t.app.inject({
          url: `/api/rankings/players/${ids[5]!.memberId}?category=mens_singles:open`,
        })
      ).statusCode,
    ).toBe(404);

    expect((await t.app.inject({ url: '/api/rankings?category=chess:open' })).statusCode).toBe(400);
    const fallback = await t.app.inject({ url: '/api/rankings' });
    expect(fallback.json()).toMatchObject({ category: 'mixed_doubles:open', total: 0 });
  });

  it("explains a player's points: counted and not counted results", async () => {
    const res = await t.app.inject({
      url: `/api/rankings/players/${ids[0]!.memberId}?category=mens_singles:open`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      points: number;
      results: { points: number; counted: boolean; tier: string }[];
    }>();
    const counted = body.results.filter((r) => r.counted);
    expect(counted.length).toBeLessThanOrEqual(4);
    expect(counted.reduce((s, r) => s + r.points, 0)).toBe(body.points);
  });

  it('drops results as they age out when recomputed later', async () => {
    const later = createRankingsService({
      data: createDataAccess(t.db, createRepositories),
      now: () => new Date(Date.now() + 400 * 86_400_000),
    });
    await later.recomputeAll();
    const stored = await t.db
      .select()
      .from(rankings)
      .where(eq(rankings.category, 'mens_singles:open'));
    expect(stored).toEqual([]);
    await service.recomputeAll();
  });

  it('recomputes everything once per Malaysian day (the daily job)', async () => {
    let now = new Date();
    const daily = createRankingsService({
      data: createDataAccess(t.db, createRepositories),
      now: () => now,
    });
    expect(await daily.dailyRun()).toBeGreaterThan(0);
    expect(await daily.dailyRun()).toBe(0);
    now = new Date(now.getTime() + 86_400_000);
    expect(await daily.dailyRun()).toBeGreaterThan(0);
    await service.recomputeAll();
  });

  it('shows a public profile only with consent (and a guardian’s for under-18s)', async () => {
    const adult = ids[0]!;
    const url = (memberId: string) => `/api/players/${memberId}/profile`;
    expect((await t.app.inject({ url: url(adult.memberId) })).statusCode).toBe(404);
    await setPrivacy(t.db, adult.id, { publicProfile: true });
    const shown = await t.app.inject({ url: url(adult.memberId) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ memberId: adult.memberId, name: adult.name });
    expect(shown.json().rankings[0]).toMatchObject({ category: 'mens_singles:open' });
    expect(shown.json().results.length).toBeGreaterThan(0);

    const minor = await insertPlayer(t.db, {
      dateOfBirth: `${Number(today.slice(0, 4)) - 15}-01-01`,
    });
    await setPrivacy(t.db, minor.id, { publicProfile: true });
    const { division } = await insertDivision(t.db, {
      endDate: daysBefore(today, 2),
      tier: 'club',
      discipline: 'mens_singles',
    });
    await t.db
      .insert(results)
      .values({ divisionId: division.id, playerId: minor.id, placement: 1, playedOn: today });
    expect((await t.app.inject({ url: url(minor.playerId) })).statusCode).toBe(404);
    await t.db
      .update(players)
      .set({ guardianConsentAt: new Date() })
      .where(eq(players.id, minor.id));
    expect((await t.app.inject({ url: url(minor.playerId) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: url('MPA000000') })).statusCode).toBe(404);
  });

  it('gives a player their own statistics (entries, placements, matches, history)', async () => {
    const me = ids[0]!;
    const { division } = await insertDivision(t.db, {
      endDate: daysBefore(today, 1),
      tier: 'club',
      discipline: 'mens_singles',
    });
    await insertEntry(t.db, division.id, me.id);
    await insertEntry(t.db, division.id, ids[1]!.id);
    await t.db.insert(matches).values([
      {
        divisionId: division.id,
        round: 'Final',
        sideA: [me.id],
        sideB: [ids[1]!.id],
        scores: '11-5, 11-7',
        winner: 'a',
        playedOn: today,
      },
      {
        divisionId: division.id,
        round: 'Pool',
        sideA: [ids[1]!.id],
        sideB: [me.id],
        scores: '11-5, 11-7',
        winner: 'a',
        playedOn: today,
      },
    ]);
    const session = await playerSession(t, me.id);
    const res = await t.app.inject({
      url: '/api/players/me/competition-stats',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      entries: { total: 1, byStatus: { confirmed: 1 } },
      matches: { played: 2, won: 1, lost: 1 },
    });
    const ranking = res
      .json()
      .rankings.find((r: { category: string }) => r.category === 'mens_singles:open');
    expect(ranking.history.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/players/me/competition-stats' })).statusCode).toBe(401);
  });
});
