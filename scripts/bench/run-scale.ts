/**
 * `npm run bench:scale`: does the feed and the admin's player list stay fast as data grows?
 *
 * Seeds two databases, a small data set (1,000 posts, 1,000 players, 1,000 events, 1,000
 * directory entries) and a large one (100,000 posts, 50,000 players, 10,000 events, 5,000
 * directory entries), by bulk INSERT … SELECT generate_series, then VACUUM ANALYZE as
 * autovacuum would, and measures the same requests on both, alternating. The app runs in this process through `buildApp`, configured as in
 * production, so a Drizzle logger can count the SQL statements of each request. Latency is the
 * median of sequential `app.inject` calls (no network, no concurrency: the database's share is
 * what grows). The feed's first page is measured with its cached copy dropped before every call,
 * so it is the database that answers; the cached figure is shown for comparison only.
 */
import { performance } from 'node:perf_hooks';

import pg from 'pg';

import { createBenchDatabase, type BenchDatabase } from './bench-database';
import { createQueryCounter, type QueryCounter } from './query-counter';
import { pad, padStart, printVerdicts, type Verdict } from './report';
import { startScaleApp, type ScaleApp } from './scale-app';
import { analyze, seedDirectory, seedEvents, seedPlayers, seedPosts } from './scale-seed';

const SMALL = { posts: 1_000, players: 1_000, events: 1_000, directory: 1_000 };
const LARGE = { posts: 100_000, players: 50_000, events: 10_000, directory: 5_000 };
/** The calendar's and the finder's own target: p99 under this at 10,000 events / 5,000 venues. */
const MAX_P99_MS = 50;
const THIS_YEAR = new Date().getUTCFullYear();
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 40);
const MAX_RATIO = 1.5;
const FEED_PAGE = '/api/posts?limit=20';

interface Probe {
  name: string;
  hasTarget: boolean;
  url: (s: ScaleApp) => Promise<string>;
  before?: (s: ScaleApp) => Promise<void>;
  isAdmin?: boolean;
  /** Also holds the p99 to MAX_P99_MS (the calendar's target). */
  hasP99Target?: boolean;
}

interface Measured {
  medianMs: number;
  p99Ms: number;
  queries: number;
  items: number;
}

/** Follows X-Next-Cursor from the first page to the 50th. */
async function fiftiethPage(s: ScaleApp): Promise<string> {
  let url = FEED_PAGE;
  for (let page = 1; page < 50; page++) {
    const res = await s.app.inject({ method: 'GET', url });
    const cursor = res.headers['x-next-cursor'];
    if (typeof cursor !== 'string') throw new Error(`no cursor after page ${page}`);
    url = `${FEED_PAGE}&cursor=${encodeURIComponent(cursor)}`;
  }
  return url;
}

const PROBES: Probe[] = [
  {
    name: 'feed, first page',
    hasTarget: true,
    url: async () => FEED_PAGE,
    before: (s) => s.app.responseCache.invalidate('posts'),
  },
  { name: 'feed, first page (cached)', hasTarget: false, url: async () => FEED_PAGE },
  { name: 'feed, 50th page (cursor)', hasTarget: true, url: fiftiethPage },
  {
    name: 'admin player list, filtered',
    hasTarget: true,
    isAdmin: true,
    // The admin list's filters (spec §2: status and age band); the text search is measured below.
    url: async () => '/api/players?limit=20&offset=0&status=active&age=18-30',
  },
  {
    name: 'admin list, active members',
    hasTarget: true,
    isAdmin: true,
    url: async () => '/api/players?limit=20&offset=0&membership=active',
  },
  {
    name: 'admin list, expiring in 30 days',
    hasTarget: true,
    isAdmin: true,
    url: async () => '/api/players?limit=20&offset=0&membership=expiring',
  },
  {
    name: 'admin player search',
    hasTarget: true,
    isAdmin: true,
    url: async () => '/api/players?limit=20&q=hafiz',
  },
  // The calendar, its cached copy dropped before every call (the database answers).
  {
    name: 'calendar year, state + type',
    hasTarget: true,
    hasP99Target: true,
    url: async () => `/api/calendar?year=${THIS_YEAR}&state=Selangor&type=state`,
    before: (s) => s.app.responseCache.invalidate('calendar'),
  },
  {
    name: 'calendar search, two words',
    hasTarget: true,
    hasP99Target: true,
    url: async () => `/api/calendar?year=${THIS_YEAR}&q=selangor%20masters`,
    before: (s) => s.app.responseCache.invalidate('calendar'),
  },
  {
    name: 'calendar feed, one state',
    hasTarget: true,
    hasP99Target: true,
    url: async () => '/api/calendar/feed.ics?state=Johor&type=national',
    before: (s) => s.app.responseCache.invalidate('calendar'),
  },
  // The public finder (venues, coaches, clubs, referees): not cached, the database answers.
  {
    name: 'finder, venues, first page',
    hasTarget: true,
    hasP99Target: true,
    url: async () => '/api/directory?kind=venue',
  },
  {
    name: 'finder, venues in one state',
    hasTarget: true,
    hasP99Target: true,
    url: async () => '/api/directory?kind=venue&state=Selangor',
  },
  {
    name: 'finder search, two words',
    hasTarget: true,
    hasP99Target: true,
    url: async () => '/api/directory?kind=venue&q=arena%20bandar%201',
  },
  {
    name: 'finder, listed coaches',
    hasTarget: true,
    hasP99Target: true,
    url: async () => '/api/directory?kind=coach&state=Kedah',
  },
];

interface DataSet {
  label: string;
  size: { posts: number; players: number; events: number; directory: number };
  database: BenchDatabase;
  app: ScaleApp;
}

/** One request, timed, with its SQL statements counted. */
async function sample(set: DataSet, probe: Probe, url: string, counter: QueryCounter) {
  await probe.before?.(set.app);
  const headers = probe.isAdmin ? { cookie: set.app.adminCookie } : {};
  const started = performance.now();
  const { result: res, queries } = await counter.count(() =>
    set.app.app.inject({ method: 'GET', url, headers }),
  );
  const elapsed = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  const type = String(res.headers['content-type'] ?? '');
  const body: unknown = type.includes('json') ? res.json() : res.body;
  const items = Array.isArray(body)
    ? body.length
    : typeof body === 'string'
      ? body.split('BEGIN:VEVENT').length - 1
      : ((body as { events?: unknown[]; items?: unknown[] }).events?.length ??
        (body as { items?: unknown[] }).items?.length ??
        0);
  return { elapsed, queries, items };
}

/**
 * Both data sets are measured in alternation, request by request, so a machine that gets busier
 * during the run slows both alike and the ratio stays meaningful.
 */
async function measure(sets: DataSet[], probe: Probe, counter: QueryCounter) {
  const urls = await Promise.all(sets.map((set) => probe.url(set.app)));
  const times: number[][] = sets.map(() => []);
  const results: Measured[] = sets.map(() => ({ medianMs: 0, p99Ms: 0, queries: 0, items: 0 }));
  for (let i = 0; i < SAMPLES + 5; i++) {
    for (const [k, set] of sets.entries()) {
      const { elapsed, queries, items } = await sample(set, probe, urls[k]!, counter);
      if (i >= 5) times[k]!.push(elapsed);
      results[k]!.queries = Math.max(results[k]!.queries, queries);
      results[k]!.items = items;
    }
  }
  for (const [k, list] of times.entries()) {
    list.sort((a, b) => a - b);
    results[k]!.medianMs = list[Math.floor(list.length / 2)]!;
    results[k]!.p99Ms = list[Math.min(list.length - 1, Math.ceil(list.length * 0.99) - 1)]!;
  }
  return results;
}

async function prepare(label: string, size: DataSet['size'], counter: QueryCounter) {
  const database = await createBenchDatabase();
  const app = await startScaleApp(database.url, counter);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const started = performance.now();
    await seedPlayers(pool, 1, size.players);
    await seedPosts(pool, 1, size.posts);
    await seedEvents(pool, 1, size.events);
    await seedDirectory(pool, 1, size.directory);
    await analyze(pool);
    console.log(
      `${label}: ${size.posts} posts, ${size.players} players, ${size.events} events, ` +
        `${size.directory} directory entries seeded in ` +
        `${Math.round(performance.now() - started)} ms (${database.name})`,
    );
  } finally {
    await pool.end();
  }
  return { label, size, database, app };
}

export async function runScale(): Promise<boolean> {
  const sets: DataSet[] = [];
  const cleanUp = async () => {
    for (const set of sets) {
      await set.app.close();
      if (process.env.BENCH_SCALE_KEEP_DATABASE === 'true') {
        console.log(`kept for inspection: ${set.database.url}`);
      } else {
        await set.database.drop();
      }
    }
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    const counter = createQueryCounter();
    sets.push(await prepare('small', SMALL, counter));
    sets.push(await prepare('large', LARGE, counter));

    console.log(
      `\n${pad('request (median of ' + SAMPLES + ')', 30)} ${padStart('small ms', 9)} ` +
        `${padStart('large ms', 9)} ${padStart('ratio', 6)} ${padStart('p99 large', 9)} ` +
        `${padStart('queries', 13)} items`,
    );
    const verdicts: Verdict[] = [];
    for (const probe of PROBES) {
      const [a, b] = (await measure(sets, probe, counter)) as [Measured, Measured];
      const ratio = b.medianMs / a.medianMs;
      console.log(
        [
          pad(probe.name, 30),
          padStart(a.medianMs.toFixed(2), 9),
          padStart(b.medianMs.toFixed(2), 9),
          padStart(ratio.toFixed(2), 6),
          padStart(b.p99Ms.toFixed(2), 9),
          padStart(`${a.queries} / ${b.queries}`, 13),
          `${a.items} / ${b.items}`,
        ].join(' '),
      );
      if (probe.hasTarget) {
        verdicts.push({
          label: `${probe.name}: large/small ${ratio.toFixed(2)}× ≤ ${MAX_RATIO}×`,
          isMet: ratio <= MAX_RATIO,
        });
        verdicts.push({
          label: `${probe.name}: ${b.queries} queries per request, same as small (${a.queries})`,
          isMet: b.queries === a.queries,
        });
      }
      if (probe.hasP99Target) {
        verdicts.push({
          label: `${probe.name}: p99 ${b.p99Ms.toFixed(2)} ms at ${b.items} items ≤ ${MAX_P99_MS} ms`,
          isMet: b.p99Ms <= MAX_P99_MS,
        });
      }
    }
    console.log('(queries: SQL statements per request, small / large; items: rows answered)');
    return printVerdicts(verdicts);
  } finally {
    await cleanUp();
  }
}

runScale().then(
  (isMet) => process.exit(isMet ? 0 : 1),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
