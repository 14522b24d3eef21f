/**
 * `npm run bench`: throughput and latency of the public lists on the production build.
 *
 * The server is the real build (`node apps/server/dist/server.js`, NODE_ENV=production) on a fresh
 * PostgreSQL database seeded with the demo content. Every route is measured alone, one after the
 * other, at the same concurrency, by autocannon in this process (so the server has its own core).
 *
 * The baseline is the same server's `GET /api/health/live`: a constant `{"status":"ok"}` that
 * goes through the whole request pipeline (request id, security headers, CORS and origin checks,
 * cookie parsing, the zod serializer) and touches nothing else. A separate bare Fastify server
 * would be faster than any route of the app can ever be, and a route touching the database is no
 * baseline at all, so "ratio to baseline" reads as: the share of the framework's own speed a list
 * keeps once its data is involved. The baseline is measured first and again last, and the higher
 * of the two is used, so a machine that got busier meanwhile cannot flatter the ratios. Every
 * request carries `Accept-Encoding: gzip, deflate, br`, as every browser's does.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createBenchDatabase, type BenchDatabase } from './bench-database';
import { measureRoute, type LoadResult } from './load-test';
import { pad, padStart, printVerdicts, type Verdict } from './report';
import { REPO_ROOT, startProductionServer, type RunningServer } from './server-process';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const LIST_RATIO = 0.6;
const LIST_P99_MS = 50;
const SIGNED_IN_RATIO = 0.3;
/** The card check a tournament desk scans (issue: p99 ≤ 20 ms at 50 connections). */
const VERIFY_P99_MS = 20;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

type Target = 'baseline' | 'public-list' | 'signed-in-feed' | 'card-check' | 'report-only';

interface BenchRoute {
  name: string;
  path: string;
  target: Target;
  isSignedIn?: boolean;
}

const ROUTES: BenchRoute[] = [
  { name: 'baseline (GET /api/health/live)', path: '/api/health/live', target: 'baseline' },
  { name: 'tournaments', path: '/api/tournaments', target: 'public-list' },
  { name: 'news', path: '/api/news?status=published&limit=50', target: 'public-list' },
  { name: 'organizers', path: '/api/organizers', target: 'public-list' },
  { name: 'feed (anonymous)', path: '/api/posts?limit=20', target: 'public-list' },
  {
    name: 'feed (signed in)',
    path: '/api/posts?limit=20',
    target: 'signed-in-feed',
    isSignedIn: true,
  },
  { name: 'milestones', path: '/api/milestones', target: 'public-list' },
  { name: 'card check (GET /api/verify)', path: '/api/verify/:token', target: 'card-check' },
  { name: 'home page HTML', path: '/', target: 'report-only' },
  { name: 'baseline again', path: '/api/health/live', target: 'baseline' },
];

async function signInDemoPlayer(origin: string, dataDir: string): Promise<string> {
  const file = await readFile(path.join(dataDir, 'demo-player-password'), 'utf8');
  const password = /password:\s*(\S+)/.exec(file)?.[1];
  if (!password) throw new Error('demo-player-password has no password line');
  const res = await fetch(`${origin}/api/players/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo.player', password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('mpa_player_session='))
    ?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`demo.player login failed: ${res.status}`);
  return cookie;
}

/** The token behind the demo player's card QR code (the card gives it one on first view). */
async function demoCardToken(origin: string, cookie: string): Promise<string> {
  const res = await fetch(`${origin}/api/players/me/card`, { headers: { cookie } });
  const card = (await res.json()) as { verifyUrl?: string };
  const token = card.verifyUrl?.split('/').pop();
  if (!res.ok || !token) throw new Error(`demo card: ${res.status}`);
  return token;
}

/** Each route must answer 200 with content before it is timed (a fast error proves nothing). */
async function checkRoute(origin: string, route: BenchRoute, headers: Record<string, string>) {
  const res = await fetch(origin + route.path, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${route.path} answered ${res.status}: ${body}`);
  if (route.target === 'card-check') {
    const result = JSON.parse(body) as { status: string };
    return `status ${result.status}`;
  }
  if (route.path.startsWith('/api/') && route.target !== 'baseline') {
    const items = JSON.parse(body) as unknown[];
    if (!Array.isArray(items) || items.length === 0) {
      throw new Error(`${route.path} is empty: the demo content is missing`);
    }
    return `${items.length} items`;
  }
  return `${body.length} bytes`;
}

function verdictsFor(results: Map<BenchRoute, LoadResult>, baselineRps: number): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const [route, r] of results) {
    const ratio = r.requestsPerSecond / baselineRps;
    if (r.failures > 0) {
      verdicts.push({ label: `${route.name}: ${r.failures} failed requests`, isMet: false });
    }
    if (route.target === 'public-list') {
      verdicts.push({
        label: `${route.name}: ${ratio.toFixed(2)} × baseline ≥ ${LIST_RATIO}`,
        isMet: ratio >= LIST_RATIO,
      });
      verdicts.push({
        label: `${route.name}: p99 ${r.p99Ms} ms ≤ ${LIST_P99_MS} ms`,
        isMet: r.p99Ms <= LIST_P99_MS,
      });
    } else if (route.target === 'card-check') {
      verdicts.push({
        label: `${route.name}: p99 ${r.p99Ms} ms ≤ ${VERIFY_P99_MS} ms`,
        isMet: r.p99Ms <= VERIFY_P99_MS,
      });
    } else if (route.target === 'signed-in-feed') {
      verdicts.push({
        label: `${route.name}: ${ratio.toFixed(2)} × baseline ≥ ${SIGNED_IN_RATIO}`,
        isMet: ratio >= SIGNED_IN_RATIO,
      });
    }
  }
  return verdicts;
}

function printRow(route: BenchRoute, r: LoadResult, baselineRps: number) {
  console.log(
    [
      pad(route.name, 34),
      padStart(Math.round(r.requestsPerSecond), 8),
      padStart(r.p50Ms, 6),
      padStart(r.p99Ms, 6),
      padStart((r.requestsPerSecond / baselineRps).toFixed(2), 7),
      padStart(Math.round(r.bytesPerRequest), 9),
      padStart(r.failures, 6),
    ].join(' '),
  );
}

export async function runBench(): Promise<boolean> {
  if (!existsSync(path.join(REPO_ROOT, 'apps/server/dist/server.js'))) {
    throw new Error('No production build: run `npm run build` first (npm run bench does).');
  }
  let database: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-bench-'));
  const cleanUp = async () => {
    await server?.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    database = await createBenchDatabase();
    server = await startProductionServer({ databaseUrl: database.url, dataDir });
    const cookie = await signInDemoPlayer(server.origin, dataDir);
    const cardToken = await demoCardToken(server.origin, cookie);
    for (const route of ROUTES) route.path = route.path.replace(':token', cardToken);
    console.log(
      `Production build on ${server.origin}, database ${database.name}; ` +
        `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s per route.`,
    );
    for (const route of ROUTES) {
      const headers: Record<string, string> = route.isSignedIn ? { cookie } : {};
      console.log(`  ${pad(route.name, 34)} ${await checkRoute(server.origin, route, headers)}`);
    }
    console.log(
      `\n${pad('route', 34)} ${padStart('req/s', 8)} ${padStart('p50ms', 6)} ${padStart('p99ms', 6)} ` +
        `${padStart('ratio', 7)} ${padStart('bytes/req', 9)} ${padStart('errors', 6)}`,
    );
    const results = new Map<BenchRoute, LoadResult>();
    for (const route of ROUTES) {
      const result = await measureRoute(server.origin + route.path, {
        connections: CONNECTIONS,
        warmupSeconds: WARMUP_SECONDS,
        durationSeconds: DURATION_SECONDS,
        headers: route.isSignedIn ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS,
      });
      results.set(route, result);
    }
    const baselineRps = Math.max(
      ...[...results].filter(([r]) => r.target === 'baseline').map(([, r]) => r.requestsPerSecond),
    );
    for (const [route, result] of results) printRow(route, result, baselineRps);
    console.log(
      `(ratios against the higher baseline, ${Math.round(baselineRps)} req/s; ` +
        'the home page HTML is reported only: it has no target)',
    );
    return printVerdicts(verdictsFor(results, baselineRps));
  } finally {
    await cleanUp();
  }
}

runBench().then(
  (isMet) => process.exit(isMet ? 0 : 1),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
