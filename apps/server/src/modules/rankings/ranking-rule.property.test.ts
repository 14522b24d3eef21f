import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { malaysiaTodayIso } from '@app/shared/calendar';
import {
  computeStandings,
  pointsFor,
  windowStart,
  type PointsRow,
} from '@app/shared/competition/ranking-maths';

import { createTestDatabase, type TestDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { rankingPoints, rankingRules, rankings, results } from '../../db/schema/index';

import { daysBefore, insertDivision, insertPlayer } from './rankings.fixtures';
import { createRankingsRepository } from './rankings.repository';

// ADR 026: the ranking rule is defined once, by `computeStandings` and `pointsFor`
// (packages/shared/src/competition/ranking-maths.ts). The server's set-based SQL
// (rankings.repository.ts) is proven to agree with it here: random seasons (best N, window,
// points tables) and random results, recomputed by the SQL on the test database (full and
// incremental), must store exactly the standings the definition computes.

const today = malaysiaTodayIso();
const CATEGORY = { category: 'mens_singles:open', discipline: 'mens_singles', ageGroup: 'open' };
const TIERS = ['national', 'state', 'open', 'club'] as const;
const PLAYERS = 6;

/** Rolls the run's rows back: every run starts from the same empty category. */
class RollBack extends Error {}

const seasonArb = fc.record({
  bestOf: fc.integer({ min: 1, max: 4 }),
  windowWeeks: fc.integer({ min: 1, max: 60 }),
  // Points per tier and placement, few distinct values (so results tie); a tier may have none.
  table: fc.array(
    fc.record({
      tierCode: fc.constantFrom(...TIERS),
      placement: fc.integer({ min: 1, max: 12 }),
      points: fc.integer({ min: 0, max: 3 }).map((n) => n * 100),
    }),
    { maxLength: 12 },
  ),
});

const tournamentArb = fc.record({
  tier: fc.constantFrom(...TIERS),
  // Around the window's edge too (up to 60 weeks); few distinct days, so dates tie.
  daysAgo: fc.constantFrom(0, 1, 30, 100, 363, 364, 365, 420),
  // Which players played (unique per division) and where they finished (40: off the table).
  places: fc.uniqueArray(
    fc.record({
      player: fc.integer({ min: 0, max: PLAYERS - 1 }),
      placement: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant(40)),
    }),
    { selector: (p) => p.player, minLength: 1, maxLength: PLAYERS },
  ),
});

type Season = { bestOf: number; windowWeeks: number; table: PointsRow[] };
type Tournament = {
  tier: string;
  daysAgo: number;
  places: { player: number; placement: number }[];
};

describe('ranking rule: the SQL recompute agrees with the definition (ADR 026)', () => {
  let t: TestDatabase;
  const playerIds: string[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    for (let i = 0; i < PLAYERS; i++) playerIds.push((await insertPlayer(t.db)).id);
  });
  afterAll(() => t.destroy());

  /** The season's rules row and its points table (one row per tier and placement). */
  async function insertSeason(db: Database, season: Season) {
    const [rules] = await db
      .insert(rankingRules)
      .values({
        name: 'Property season',
        nameMs: 'Musim sifat',
        effectiveFrom: '2000-01-01',
        bestOf: season.bestOf,
        windowWeeks: season.windowWeeks,
      })
      .returning();
    const unique = new Map(season.table.map((r) => [`${r.tierCode}:${r.placement}`, r]));
    const table = [...unique.values()];
    if (table.length > 0)
      await db.insert(rankingPoints).values(table.map((r) => ({ ...r, rulesId: rules!.id })));
    return {
      rules: { id: rules!.id, bestOf: season.bestOf, windowWeeks: season.windowWeeks },
      table,
    };
  }

  /** The tournaments' results; answers them as the definition sees them (before points). */
  async function insertResults(db: Database, tournaments: Tournament[]) {
    const rows: {
      resultId: number;
      playerId: string;
      playedOn: string;
      tier: string;
      placement: number;
    }[] = [];
    for (const tournament of tournaments) {
      const endDate = daysBefore(today, tournament.daysAgo);
      const { division } = await insertDivision(db, {
        endDate,
        tier: tournament.tier,
        discipline: 'mens_singles',
      });
      const inserted = await db
        .insert(results)
        .values(
          tournament.places.map((p) => ({
            divisionId: division.id,
            playerId: playerIds[p.player]!,
            placement: p.placement,
            playedOn: endDate,
          })),
        )
        .returning();
      for (const row of inserted)
        rows.push({
          resultId: row.id,
          playerId: row.playerId,
          playedOn: endDate,
          tier: tournament.tier,
          placement: row.placement,
        });
    }
    return rows;
  }

  /** The stored standings of the category equal `computeStandings` over every result. */
  async function expectStoredEqualsDefinition(
    db: Database,
    season: { bestOf: number; windowWeeks: number },
    table: PointsRow[],
    all: Awaited<ReturnType<typeof insertResults>>,
  ) {
    const expected = computeStandings(
      all.map((r) => ({ ...r, points: pointsFor(table, r.tier, r.placement) })),
      season,
      today,
    );
    const stored = await db.select().from(rankings).where(eq(rankings.category, CATEGORY.category));
    const asStored = stored
      .map((s) => ({
        playerId: s.playerId,
        rank: s.rank,
        points: s.points,
        bestPoints: s.bestPoints,
        counted: s.counted,
        latestOn: s.latestOn,
        breakdown: s.breakdown.map((b) => ({ resultId: Number(b.resultId), points: b.points })),
      }))
      .sort((a, b) => (a.playerId < b.playerId ? -1 : 1));
    expect(asStored).toEqual([...expected].sort((a, b) => (a.playerId < b.playerId ? -1 : 1)));
  }

  it('stores what computeStandings computes, after a full and after an incremental recompute', async () => {
    await fc.assert(
      fc.asyncProperty(
        seasonArb,
        fc.array(tournamentArb, { minLength: 2, maxLength: 6 }),
        fc.array(tournamentArb, { maxLength: 2 }),
        async (season, first, later) => {
          await t.db
            .transaction(async (tx) => {
              const db = tx as unknown as Database;
              const repo = createRankingsRepository(db);
              const { rules, table } = await insertSeason(db, season);
              const window = { today, windowFrom: windowStart(today, rules.windowWeeks), rules };
              const before = await insertResults(db, first);
              await repo.recompute({ only: CATEGORY, ...window });
              await expectStoredEqualsDefinition(db, season, table, before);
              // A publish: only the new division's players are recomputed, then the category
              // re-ranked from the stored values.
              const added = await insertResults(db, later);
              const touched = [...new Set(added.map((r) => r.playerId))];
              if (touched.length > 0)
                await repo.recomputePlayers({ ...CATEGORY, players: touched, ...window });
              await expectStoredEqualsDefinition(db, season, table, [...before, ...added]);
              throw new RollBack();
            })
            .catch((err: unknown) => {
              if (!(err instanceof RollBack)) throw err;
            });
        },
      ),
      { numRuns: 20 },
    );
  });
});
