import { describe, expect, it } from 'vitest';

import {
  computeStandings,
  pointsFor,
  windowStart,
  type PointsRow,
  type ScoredResult,
} from './ranking-maths';

// The 2026 table of migration 0030 for two tiers (National 1000, Club 100).
const TABLE: PointsRow[] = [
  ...[
    [1, 1000],
    [2, 700],
    [3, 500],
    [5, 350],
    [9, 200],
    [17, 100],
    [33, 50],
  ].map(([placement, points]) => ({
    tierCode: 'national',
    placement: placement!,
    points: points!,
  })),
  { tierCode: 'club', placement: 1, points: 100 },
  { tierCode: 'club', placement: 2, points: 70 },
];

const RULES = { bestOf: 4, windowWeeks: 52 };
let nextId = 1;
const result = (playerId: string, playedOn: string, points: number): ScoredResult => ({
  resultId: nextId++,
  playerId,
  playedOn,
  points,
});

describe('points for a placement', () => {
  it('reads the table, between rows from the row above, beyond the table 0', () => {
    expect(pointsFor(TABLE, 'national', 1)).toBe(1000);
    expect(pointsFor(TABLE, 'national', 2)).toBe(700);
    expect(pointsFor(TABLE, 'national', 4)).toBe(500);
    expect(pointsFor(TABLE, 'national', 8)).toBe(350);
    expect(pointsFor(TABLE, 'national', 33)).toBe(50);
    expect(pointsFor(TABLE, 'national', 34)).toBe(0);
    expect(pointsFor(TABLE, 'club', 2)).toBe(70);
    expect(pointsFor(TABLE, 'club', 3)).toBe(0);
    expect(pointsFor(TABLE, 'state', 1)).toBe(0);
  });
});

describe('standings of a category', () => {
  const today = '2026-11-27';

  it('sums the best four results (hand-computed)', () => {
    // A: 1000 + 700 + 500 + 350 = 2550 (the 200 and 100 do not count).
    // B: 1000 + 1000 = 2000.  C: 100.
    const rows = [
      result('A', '2026-10-01', 350),
      result('A', '2026-09-01', 1000),
      result('A', '2026-08-01', 200),
      result('A', '2026-07-01', 700),
      result('A', '2026-06-01', 500),
      result('A', '2026-05-01', 100),
      result('B', '2026-03-01', 1000),
      result('B', '2026-04-01', 1000),
      result('C', '2026-11-27', 100),
    ];
    const standings = computeStandings(rows, RULES, today);
    expect(standings.map((s) => [s.playerId, s.rank, s.points, s.counted])).toEqual([
      ['A', 1, 2550, 4],
      ['B', 2, 2000, 2],
      ['C', 3, 100, 1],
    ]);
    expect(standings[0]!.breakdown.map((b) => b.points)).toEqual([1000, 700, 500, 350]);
    expect(standings[0]!.latestOn).toBe('2026-10-01');
    expect(standings[0]!.bestPoints).toBe(1000);
  });

  it('drops a result 52 weeks and one day old, keeps one exactly 52 weeks old', () => {
    expect(windowStart(today, 52)).toBe('2025-11-28');
    const rows = [result('A', '2025-11-28', 500), result('B', '2025-11-27', 500)];
    const standings = computeStandings(rows, RULES, today);
    expect(standings.map((s) => s.playerId)).toEqual(['A']);
    // The next day A's result ages out as well.
    expect(computeStandings(rows, RULES, '2026-11-28')).toEqual([]);
  });

  it('does not rank players without a point', () => {
    expect(computeStandings([result('A', '2026-11-01', 0)], RULES, today)).toEqual([]);
  });

  it('breaks ties by best single result, then number counted, then most recent', () => {
    const rows = [
      // Best single: D (700) ahead of E (500 + 500 + 200 = 1200 as well).
      result('D', '2026-01-10', 700),
      result('D', '2026-01-10', 500),
      result('E', '2026-01-10', 500),
      result('E', '2026-01-10', 500),
      result('E', '2026-01-10', 200),
      // F and G: 1000 each from 500 + 500 vs 500 + 350 + 150: best equal, G counted more.
      result('F', '2026-02-01', 500),
      result('F', '2026-02-01', 500),
      result('G', '2026-02-01', 500),
      result('G', '2026-02-01', 350),
      result('G', '2026-02-01', 150),
      // H and I: equal in all but date: the more recent is ahead.
      result('H', '2026-03-01', 300),
      result('I', '2026-04-01', 300),
      // J and K: equal in everything: they share a rank, and the next rank skips (1, 2, 2, 4).
      result('J', '2026-03-01', 100),
      result('K', '2026-03-01', 100),
      result('L', '2026-03-01', 50),
    ];
    const standings = computeStandings(rows, RULES, today);
    expect(standings.map((s) => `${s.playerId}${s.rank}`)).toEqual([
      'D1',
      'E2',
      'G3',
      'F4',
      'I5',
      'H6',
      'J7',
      'K7',
      'L9',
    ]);
  });

  it('counts, among equal results, the most recent ones', () => {
    const rows = [
      result('A', '2026-01-01', 100),
      result('A', '2026-02-01', 100),
      result('A', '2026-03-01', 100),
      result('A', '2026-04-01', 100),
      result('A', '2026-05-01', 100),
    ];
    const [a] = computeStandings(rows, RULES, today);
    expect(a!.points).toBe(400);
    expect(a!.latestOn).toBe('2026-05-01');
    expect(a!.breakdown.map((b) => b.resultId)).not.toContain(rows[0]!.resultId);
  });

  it('follows the rules in force (best of 2, 4-week window)', () => {
    const rows = [
      result('A', '2026-11-20', 300),
      result('A', '2026-11-10', 200),
      result('A', '2026-11-01', 100),
      result('A', '2026-10-01', 1000),
    ];
    const [a] = computeStandings(rows, { bestOf: 2, windowWeeks: 4 }, today);
    expect(a!.points).toBe(500);
  });
});
