/**
 * `npm run bench:scale` (after the lists) or `tsx scripts/bench/run-competition.ts`: competition
 * at national scale, on the production build with a PostgreSQL database.
 *
 * 1. 50,000 players, 2,000 sanctioned tournaments (five divisions each) and 500,000 results,
 *    seeded by INSERT … SELECT, then: a full ranking recompute (≤ 10 s); `/rankings` first page
 *    and a filtered page, and a public profile, at 50 connections (p99 ≤ 20 ms each); one
 *    division's results published, its category recomputed (≤ 1 s); a 2,000-row results file
 *    checked and published (≤ 5 s).
 * 2. Opening rush: 1,000 pairs (2,000 players) enter four 64-place mixed-doubles divisions at
 *    once, and every partner confirms at once: 0 over cap, 0 5xx, every pair placed together.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import pg from 'pg';

import { openDatabase } from '../../apps/server/src/db/client';
import { createDataAccess } from '../../apps/server/src/db/unit-of-work';
import { createRankingsService } from '../../apps/server/src/modules/rankings/rankings.service';
import { createRepositories } from '../../apps/server/src/repositories';

import { createBenchDatabase, type BenchDatabase } from './bench-database';
import { seedCompetition } from './competition-seed';
import { measureRoute, type LoadResult } from './load-test';
import { inParallel } from './payments-fixtures';
import { printVerdicts, type Verdict } from './report';
import { analyze, seedPlayers } from './scale-seed';
import { startProductionServer, type RunningServer } from './server-process';

const PLAYERS = Number(process.env.BENCH_COMPETITION_PLAYERS ?? 50_000);
const TOURNAMENTS = Number(process.env.BENCH_COMPETITION_TOURNAMENTS ?? 2_000);
const RESULTS = Number(process.env.BENCH_COMPETITION_RESULTS ?? 500_000);
const RUSH_PAIRS = Number(process.env.BENCH_RUSH_PAIRS ?? 1_000);
const CAP = 64;
const LOAD = { connections: 50, warmupSeconds: 2, durationSeconds: 8 };

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A tournament officer with a session, straight in the database (no password, no 2FA role). */
async function officerToken(pool: pg.Pool): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO admins (username, password_hash, roles) VALUES ('bench.officer', 'x',
       ARRAY['tournament_officer']) RETURNING id`,
  );
  await pool.query(
    `INSERT INTO sessions (token_hash, kind, admin_id, expires_at)
     VALUES ($1, 'admin', $2, now() + interval '1 day')`,
    [sha256(token), rows[0]!.id],
  );
  return token;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

function loadLine(name: string, r: LoadResult) {
  console.log(
    `  ${name}: ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ` +
      `${r.failures} failed`,
  );
}

/** A tournament of today whose division has `entries` confirmed singles entries. */
async function divisionWithEntries(pool: pg.Pool, entries: number) {
  const { rows } = await pool.query<{ t: string; d: string }>(
    `WITH t AS (
       INSERT INTO tournaments (application_id, name, type, start_date, end_date)
       VALUES ('BENCH-IMPORT-' || $1, 'Bench Import Open ' || $1, 'national', current_date - 1,
               current_date) RETURNING id),
     s AS (INSERT INTO tournament_entry_settings (tournament_id, tier_code) SELECT id, 'national'
           FROM t)
     INSERT INTO divisions (tournament_id, discipline, age_group, cap) SELECT id,
       'mens_singles', 'open', $2 FROM t RETURNING tournament_id AS t, id AS d`,
    [randomBytes(3).toString('hex'), Math.max(entries, 1)],
  );
  const division = rows[0]!.d;
  const { rows: people } = await pool.query<{ member: string }>(
    `WITH picked AS (SELECT id, player_id FROM players ORDER BY id LIMIT $2)
     , e AS (INSERT INTO entries (division_id, player_id, status)
             SELECT $1, id, 'confirmed' FROM picked)
     SELECT player_id AS member FROM picked`,
    [division, entries],
  );
  return { division, members: people.map((p) => p.member) };
}

/** Results file: placements of a knock-out for `members` (1, 2, 3, 3, 5×4, 9×8, …). */
function resultsCsv(members: string[]): string {
  const placement = (i: number) => (i < 2 ? i + 1 : 2 ** Math.floor(Math.log2(i)) + 1);
  return [
    'division,placement,member_ids',
    ...members.map((m, i) => `mens_singles:open,${placement(i)},${m}`),
  ].join('\r\n');
}

async function publish(server: RunningServer, token: string, division: string, csv: string) {
  const call = async (step: 'validate' | 'publish') => {
    const res = await fetch(`${server.origin}/api/admin/divisions/${division}/results/${step}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: csv,
    });
    if (!res.ok) throw new Error(`${step}: ${res.status} ${(await res.text()).slice(0, 500)}`);
  };
  const [, checkSeconds] = await timed(() => call('validate'));
  const [, publishSeconds] = await timed(() => call('publish'));
  return { checkSeconds, publishSeconds };
}

async function scale(server: RunningServer, url: string): Promise<Verdict[]> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  try {
    const [, seedSeconds] = await timed(async () => {
      await seedPlayers(pool, 1, PLAYERS);
      await seedCompetition(pool, TOURNAMENTS, RESULTS);
      await analyze(pool);
    });
    const counted = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM results'))
      .rows[0]!.n;
    console.log(
      `  seeded ${PLAYERS} players, ${TOURNAMENTS} tournaments, ${counted} results in ` +
        `${seedSeconds.toFixed(1)} s`,
    );
    const rankings = createRankingsService({
      data: createDataAccess(database.db, createRepositories),
      now: () => new Date(),
    });
    const [, fullSeconds] = await timed(() => rankings.recomputeAll());
    const ranked = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM rankings'))
      .rows[0]!.n;
    console.log(`  full recompute: ${fullSeconds.toFixed(2)} s (${ranked} standings)`);

    const { rows: profiles } = await pool.query<{ member: string; state: string }>(
      `SELECT p.player_id AS member, p.state FROM rankings r JOIN players p ON p.id = r.player_id
       JOIN competition_privacy c ON c.player_id = p.id AND c.public_profile
       WHERE r.category = 'mixed_doubles:open' AND p.status = 'active'
         AND p.date_of_birth <= current_date - interval '19 years'
       ORDER BY r.rank LIMIT 1`,
    );
    const first = await measureRoute(`${server.origin}/api/rankings`, LOAD);
    loadLine('/api/rankings, first page', first);
    const filtered = await measureRoute(
      `${server.origin}/api/rankings?category=mens_doubles:open&state=Selangor&page=3`,
      LOAD,
    );
    loadLine('/api/rankings, state filter, page 3', filtered);
    const profile = await measureRoute(
      `${server.origin}/api/players/${profiles[0]!.member}/profile`,
      LOAD,
    );
    loadLine(`profile of ${profiles[0]!.member}`, profile);

    const token = await officerToken(pool);
    const small = await divisionWithEntries(pool, 48);
    const incremental = await publish(server, token, small.division, resultsCsv(small.members));
    console.log(
      `  one division (48 results) checked in ${incremental.checkSeconds.toFixed(2)} s, ` +
        `published with its category recomputed in ${incremental.publishSeconds.toFixed(2)} s`,
    );
    const big = await divisionWithEntries(pool, 2000);
    const file = await publish(server, token, big.division, resultsCsv(big.members));
    const importSeconds = file.checkSeconds + file.publishSeconds;
    console.log(
      `  2,000-row results file: checked in ${file.checkSeconds.toFixed(2)} s, published in ` +
        `${file.publishSeconds.toFixed(2)} s`,
    );
    const p99 = (r: LoadResult) => `p99 ${r.p99Ms} ms, ${r.failures} failed`;
    return [
      { label: `full recompute: ${fullSeconds.toFixed(2)} s ≤ 10 s`, isMet: fullSeconds <= 10 },
      {
        label: `/rankings first page at 50 connections: ${p99(first)} (≤ 20 ms)`,
        isMet: first.p99Ms <= 20 && first.failures === 0,
      },
      {
        label: `/rankings filtered page at 50 connections: ${p99(filtered)} (≤ 20 ms)`,
        isMet: filtered.p99Ms <= 20 && filtered.failures === 0,
      },
      {
        label: `public profile at 50 connections: ${p99(profile)} (≤ 20 ms)`,
        isMet: profile.p99Ms <= 20 && profile.failures === 0,
      },
      {
        label: `one division published and its category recomputed: ${incremental.publishSeconds.toFixed(2)} s ≤ 1 s`,
        isMet: incremental.publishSeconds <= 1,
      },
      {
        label: `2,000-row results file checked and imported: ${importSeconds.toFixed(2)} s ≤ 5 s`,
        isMet: importSeconds <= 5,
      },
    ];
  } finally {
    await database.close();
    await pool.end();
  }
}

/** 2 × RUSH_PAIRS members (one man, one woman per pair), each with a player session. */
async function seedPairs(pool: pg.Pool) {
  const { rows } = await pool.query<{ id: string; member: string; gender: string }>(
    `INSERT INTO players (full_name, email, phone_number, gender, ic_hash, ic_last4, date_of_birth,
       address_line1, city, state, username, password_hash, status, membership_expires_on)
     SELECT 'Rush Player ' || i, 'rush.' || i || '@example.test', '0123456789',
            CASE WHEN i % 2 = 0 THEN 'Male' ELSE 'Female' END, md5('rush-' || i),
            lpad((i % 10000)::text, 4, '0'), date '1985-06-01', '1 Jalan Rush', 'Ipoh', 'Perak',
            'rush_' || i, 'not-a-password-hash', 'active', current_date + 365
     FROM generate_series(0, $1::int - 1) AS i
     RETURNING id, player_id AS member, gender`,
    [RUSH_PAIRS * 2],
  );
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  await pool.query(
    `INSERT INTO sessions (token_hash, kind, player_id, expires_at)
     SELECT unnest($1::text[]), 'player', unnest($2::uuid[]), now() + interval '1 day'`,
    [tokens.map(sha256), rows.map((r) => r.id)],
  );
  const players = rows.map((r, i) => ({ ...r, token: tokens[i]! }));
  const men = players.filter((p) => p.gender === 'Male');
  const women = players.filter((p) => p.gender === 'Female');
  return men.map((man, i) => ({ entrant: man, partner: women[i]! }));
}

async function rush(server: RunningServer, url: string): Promise<Verdict[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const { rows } = await pool.query<{ d: string }>(
      `WITH t AS (
         INSERT INTO tournaments (application_id, name, type, start_date, end_date)
         VALUES ('BENCH-RUSH', 'Bench Rush Open', 'national', current_date + 60, current_date + 61)
         RETURNING id),
       s AS (INSERT INTO tournament_entry_settings (tournament_id, takes_entries, opens_at,
               closes_at, tier_code, max_entries_per_player)
             SELECT id, true, now() - interval '1 hour', now() + interval '30 days', 'national', 3
             FROM t)
       INSERT INTO divisions (tournament_id, discipline, age_group, cap)
       SELECT id, 'mixed_doubles', 'open', ${CAP} FROM t, generate_series(1, 4)
       RETURNING id AS d`,
    );
    const divisions = rows.map((r) => r.d);
    const pairs = await seedPairs(pool);
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const entrants = pairs.map((pair, i) => ({ pair, division: divisions[i % divisions.length]! }));
    const [entered, enterSeconds] = await timed(() =>
      inParallel(entrants, entrants.length, async ({ pair, division }) => {
        const res = await fetch(`${server.origin}/api/divisions/${division}/entries`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${pair.entrant.token}`,
          },
          body: JSON.stringify({ partnerMemberId: pair.partner.member }),
        });
        count(res.status);
        const body = (await res.json()) as { id?: string };
        return res.ok && body.id ? { pair, entryId: body.id } : null;
      }),
    );
    const [, confirmSeconds] = await timed(() =>
      inParallel(
        entered.filter((e): e is NonNullable<typeof e> => e !== null),
        pairs.length,
        async ({ pair, entryId }) => {
          const res = await fetch(`${server.origin}/api/entries/${entryId}/confirm`, {
            method: 'POST',
            headers: { authorization: `Bearer ${pair.partner.token}` },
          });
          count(res.status);
        },
      ),
    );
    const { rows: places } = await pool.query<{ d: string; taken: number; waiting: number }>(
      `SELECT division_id AS d,
         count(*) FILTER (WHERE status IN ('confirmed','awaiting_payment','offered'))::int AS taken,
         count(*) FILTER (WHERE status = 'waitlisted')::int AS waiting
       FROM entries WHERE division_id = ANY($1::uuid[]) GROUP BY division_id`,
      [divisions],
    );
    const { rows: apart } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM entries
       WHERE division_id = ANY($1::uuid[]) AND status IN ('confirmed','waitlisted')
         AND (partner_id IS NULL OR partner_confirmed_at IS NULL)`,
      [divisions],
    );
    const { rows: twice } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT p, division_id FROM entries,
           LATERAL (VALUES (player_id), (partner_id)) AS v(p)
         WHERE division_id = ANY($1::uuid[])
           AND status IN ('awaiting_partner','awaiting_payment','confirmed','waitlisted','offered')
         GROUP BY p, division_id HAVING count(*) > 1) AS x`,
      [divisions],
    );
    const overCap = places.filter((p) => p.taken > CAP).length;
    const taken = places.reduce((n, p) => n + p.taken, 0);
    const waiting = places.reduce((n, p) => n + p.waiting, 0);
    const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      `  entry rush: ${pairs.length} pairs entered in ${enterSeconds.toFixed(1)} s, partners ` +
        `confirmed in ${confirmSeconds.toFixed(1)} s; answers ` +
        `${[...statuses].map(([s, c]) => `${s}×${c}`).join(', ')}; ${taken} places taken of ` +
        `${divisions.length * CAP}, ${waiting} pairs waiting`,
    );
    return [
      {
        label: `entry rush: 0 divisions over their cap (${places.map((p) => p.taken).join(', ')} of ${CAP})`,
        isMet: overCap === 0 && taken === Math.min(divisions.length * CAP, pairs.length),
      },
      { label: `entry rush: 0 5xx (${serverErrors})`, isMet: serverErrors === 0 },
      {
        label: `entry rush: every pair placed together (${apart[0]!.n} apart, ${twice[0]!.n} players twice)`,
        isMet: apart[0]!.n === 0 && twice[0]!.n === 0,
      },
    ];
  } finally {
    await pool.end();
  }
}

export async function runCompetitionBench(): Promise<boolean> {
  let database: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-bench-comp-'));
  try {
    database = await createBenchDatabase();
    // BENCH_COMPETITION_WORKERS=2: the same on several processes sharing the port and database.
    const workers = process.env.BENCH_COMPETITION_WORKERS;
    server = await startProductionServer({
      databaseUrl: database.url,
      dataDir,
      ...(workers ? { entry: 'cluster' as const } : {}),
      env: {
        SEED_DEMO: 'false',
        MEMBERSHIP_REMINDERS_INTERVAL_MINUTES: '0',
        ...(workers ? { CLUSTER_WORKERS: workers } : {}),
      },
    });
    console.log(
      `\nCompetition on ${server.origin} (${workers ? `${workers} processes` : 'one process'})`,
    );
    // BENCH_COMPETITION_ONLY=rush: the entry rush alone (no 50,000-player seed).
    const only = process.env.BENCH_COMPETITION_ONLY;
    const verdicts = [
      ...(only === 'rush' ? [] : await scale(server, database.url)),
      // BENCH_RUSH_PAIRS=0 skips the opening rush (while working on the national-scale part).
      ...(RUSH_PAIRS > 0 ? await rush(server, database.url) : []),
    ];
    return printVerdicts(verdicts);
  } finally {
    await server?.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  runCompetitionBench().then(
    (isMet) => process.exit(isMet ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
