/**
 * `npm run bench:cluster`: do two server processes behind one port serve the public lists
 * faster than one, on the same PostgreSQL database?
 *
 * The production build is started once as one process (`dist/server.js`, which seeds the
 * demo content) and once as two processes sharing a port (`dist/cluster.js`, Node's cluster
 * module handing connections out round robin), on the same database. autocannon runs in this
 * process and shares the machine: with N cores, the server side gets about N − 1 of them, so
 * the core count is printed beside the ratio. Afterwards /metrics (METRICS_TOKEN) is scraped to
 * show the series the run produced.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createBenchDatabase } from './bench-database';
import { measureRoute, type LoadResult } from './load-test';
import { pad, padStart, printVerdicts, type Verdict } from './report';
import { startProductionServer, type RunningServer } from './server-process';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const GOAL_RATIO = 1.7;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const ROUTES = [
  ['tournaments', '/api/tournaments'],
  ['news', '/api/news?status=published&limit=50'],
  ['organizers', '/api/organizers'],
  ['feed', '/api/posts?limit=20'],
  ['milestones', '/api/milestones'],
] as const;
const SERIES = [
  'http_requests_total',
  'http_request_duration_seconds',
  'db_pool_connections',
  'job_backlog',
  'websocket_connections',
  'mail_delivery_failures_total',
];

async function measureAll(server: RunningServer) {
  const results = new Map<string, LoadResult>();
  for (const [name, route] of ROUTES) {
    const res = await fetch(server.origin + route);
    if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
    results.set(
      name,
      await measureRoute(server.origin + route, {
        connections: CONNECTIONS,
        warmupSeconds: WARMUP_SECONDS,
        durationSeconds: DURATION_SECONDS,
        headers: HEADERS,
      }),
    );
  }
  return results;
}

async function main(): Promise<boolean> {
  const cores = os.availableParallelism();
  const database = await createBenchDatabase();
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mpa-cluster-'));
    dirs.push(dir);
    return dir;
  };
  // One set of keys and one metrics token for both runs (the second reuses the first's data).
  const env = {
    DATA_ENCRYPTION_KEY: `bench:${randomBytes(32).toString('base64')}`,
    DATA_HASH_KEY: randomBytes(32).toString('base64'),
    METRICS_TOKEN: randomBytes(24).toString('base64url'),
  };
  try {
    console.log(
      `machine: ${cores} cores; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route`,
    );
    const single = await startProductionServer({
      databaseUrl: database.url,
      dataDir: await dataDir(),
      env,
    });
    const one = await measureAll(single).finally(() => single.stop());

    const pair = await startProductionServer({
      databaseUrl: database.url,
      dataDir: await dataDir(),
      entry: 'cluster',
      env: { ...env, CLUSTER_WORKERS: '2', SEED_DEMO: 'false' },
    });
    let two: Map<string, LoadResult>;
    let metrics = '';
    try {
      two = await measureAll(pair);
      metrics = await (
        await fetch(`${pair.origin}/metrics`, {
          headers: { authorization: `Bearer ${env.METRICS_TOKEN}` },
        })
      ).text();
    } finally {
      await pair.stop();
    }

    console.log(
      `\n${pad('route', 12)} ${padStart('1 proc req/s', 13)} ${padStart('2 procs req/s', 14)} ` +
        `${padStart('ratio', 6)} ${padStart('p99 1', 7)} ${padStart('p99 2', 7)}`,
    );
    let sumOne = 0;
    let sumTwo = 0;
    const verdicts: Verdict[] = [];
    for (const [name] of ROUTES) {
      const a = one.get(name)!;
      const b = two.get(name)!;
      sumOne += a.requestsPerSecond;
      sumTwo += b.requestsPerSecond;
      console.log(
        [
          pad(name, 12),
          padStart(a.requestsPerSecond.toFixed(0), 13),
          padStart(b.requestsPerSecond.toFixed(0), 14),
          padStart((b.requestsPerSecond / a.requestsPerSecond).toFixed(2), 6),
          padStart(`${a.p99Ms}`, 7),
          padStart(`${b.p99Ms}`, 7),
        ].join(' '),
      );
      if (a.failures + b.failures > 0)
        verdicts.push({
          label: `${name}: ${a.failures + b.failures} failed requests`,
          isMet: false,
        });
    }
    const ratio = sumTwo / sumOne;
    console.log(`\nthroughput ratio, two processes / one: ${ratio.toFixed(2)}× on ${cores} cores`);
    verdicts.push({
      label: `two processes serve ${ratio.toFixed(2)}× one process's requests (goal ≥ ${GOAL_RATIO}× on ${cores} cores, load generator included)`,
      isMet: ratio >= GOAL_RATIO,
    });
    const found = SERIES.filter((name) => metrics.includes(`# TYPE ${name} `));
    console.log(`/metrics after the run: ${found.join(', ')}`);
    verdicts.push({
      label: `/metrics shows ${found.length} of the ${SERIES.length} listed series`,
      isMet: found.length === SERIES.length,
    });
    return printVerdicts(verdicts);
  } finally {
    await database.drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (isMet) => process.exit(isMet ? 0 : 1),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
