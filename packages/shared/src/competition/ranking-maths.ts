// National ranking maths (issue 33, ADR 026): the one definition the server's set-based SQL
// follows and its tests compare against. Pure: no clock, no database.

/** One row of a season's points table: finishing at `placement` in a tier earns `points`. */
export interface PointsRow {
  tierCode: string;
  placement: number;
  points: number;
}

/**
 * Points for a placement in a tier: the row of the greatest table placement ≤ the result's
 * (a 4th place earns the 3rd place's points when the table has 3 and 5); beyond the table's
 * last row, or in a tier without a table, 0.
 */
export function pointsFor(
  table: readonly PointsRow[],
  tierCode: string,
  placement: number,
): number {
  let best: PointsRow | undefined;
  let last = 0;
  for (const row of table) {
    if (row.tierCode !== tierCode) continue;
    last = Math.max(last, row.placement);
    if (row.placement <= placement && (!best || row.placement > best.placement)) best = row;
  }
  return best && placement <= last ? best.points : 0;
}

/** A scored result: what the ranking of one category needs to know about it. */
export interface ScoredResult {
  resultId: number;
  playerId: string;
  /** The tournament's last day, 'YYYY-MM-DD'. */
  playedOn: string;
  points: number;
}

export interface RankingRulesInForce {
  bestOf: number;
  windowWeeks: number;
}

export interface Standing {
  playerId: string;
  rank: number;
  points: number;
  /** Tie-break values: the best counted result's points, the number counted, the latest date. */
  bestPoints: number;
  counted: number;
  latestOn: string;
  /** The counted results, best first. */
  breakdown: { resultId: number; points: number }[];
}

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

/** The first day still inside the window: a result exactly `windowWeeks` weeks old counts. */
export function windowStart(today: string, windowWeeks: number): string {
  return new Date(dayNumber(today) - windowWeeks * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** Which of a player's results count: most points first, then the most recent, then the newest id. */
function byValue(a: ScoredResult, b: ScoredResult): number {
  if (a.points !== b.points) return b.points - a.points;
  if (a.playedOn !== b.playedOn) return a.playedOn < b.playedOn ? 1 : -1;
  return b.resultId - a.resultId;
}

/** Tie-breaks in order: points, best single result, number counted, most recent counted result. */
export function compareStandings(
  a: Pick<Standing, 'points' | 'bestPoints' | 'counted' | 'latestOn'>,
  b: Pick<Standing, 'points' | 'bestPoints' | 'counted' | 'latestOn'>,
): number {
  if (a.points !== b.points) return b.points - a.points;
  if (a.bestPoints !== b.bestPoints) return b.bestPoints - a.bestPoints;
  if (a.counted !== b.counted) return b.counted - a.counted;
  if (a.latestOn !== b.latestOn) return a.latestOn < b.latestOn ? 1 : -1;
  return 0;
}

/**
 * One category's standings on `today`: each player's best `bestOf` results with points among
 * those played within the last `windowWeeks` weeks (the window has no upper end: results
 * published before the tournament's last day count at once), summed; ranked by the tie-breaks,
 * players still equal after all of them share a rank (1, 2, 2, 4). Players without a point are
 * not ranked. The order among equals is left to the reader (the list sorts them by name).
 */
export function computeStandings(
  results: readonly ScoredResult[],
  rules: RankingRulesInForce,
  today: string,
): Standing[] {
  const from = windowStart(today, rules.windowWeeks);
  const byPlayer = new Map<string, ScoredResult[]>();
  for (const r of results) {
    if (r.points <= 0 || r.playedOn < from) continue;
    const list = byPlayer.get(r.playerId) ?? [];
    list.push(r);
    byPlayer.set(r.playerId, list);
  }
  const standings: Standing[] = [];
  for (const [playerId, list] of byPlayer) {
    const counted = [...list].sort(byValue).slice(0, rules.bestOf);
    standings.push({
      playerId,
      rank: 0,
      points: counted.reduce((sum, r) => sum + r.points, 0),
      bestPoints: counted[0]?.points ?? 0,
      counted: counted.length,
      latestOn: counted.reduce((latest, r) => (r.playedOn > latest ? r.playedOn : latest), ''),
      breakdown: counted.map((r) => ({ resultId: r.resultId, points: r.points })),
    });
  }
  standings.sort((a, b) => compareStandings(a, b) || (a.playerId < b.playerId ? -1 : 1));
  standings.forEach((s, i) => {
    const previous = standings[i - 1];
    s.rank = previous && compareStandings(previous, s) === 0 ? previous.rank : i + 1;
  });
  return standings;
}
