import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { listAuditRoutes, LIGHTHOUSE_PATHS } from './audit-routes';
import { startAuditServer, type AuditServer } from './audit-server';
import { launchBrowser, signIn } from './browser';
import { findImageProblems } from './check-images';
import { HOME_JS_BUDGET_KB, measureHomeJs } from './measure-home-js';
import { formatKb, formatTable, heading } from './report';
import { runAxe } from './run-axe';
import { LIGHTHOUSE_TARGETS, runLighthouse, type CategoryId } from './run-lighthouse';

const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
/** The whole run must finish well inside ten minutes. */
const TIME_LIMIT_MS = 9 * 60_000;

async function lighthouseStep(server: AuditServer, failures: string[]): Promise<void> {
  heading('Lighthouse 12, mobile preset (median of the runs per page)');
  const results = await runLighthouse(server.baseUrl, LIGHTHOUSE_PATHS);
  const ids = Object.keys(LIGHTHOUSE_TARGETS) as CategoryId[];
  const targets = ids.map((id) => `${id} ≥${LIGHTHOUSE_TARGETS[id]}`);
  console.log(
    formatTable(
      ['page', ...targets, 'performance runs'],
      results.map((r) => [
        r.path,
        ...ids.map((id) => String(r.scores[id])),
        r.performanceRuns.join(' '),
      ]),
    ),
  );
  for (const r of results) {
    for (const id of ids) {
      if (r.scores[id] < LIGHTHOUSE_TARGETS[id]) {
        failures.push(`Lighthouse ${id} on ${r.path}: ${r.scores[id]} < ${LIGHTHOUSE_TARGETS[id]}`);
      }
    }
    for (const problem of r.problems) console.log(`  ${r.path} → ${problem}`);
  }
}

async function axeStep(server: AuditServer, failures: string[]): Promise<void> {
  heading('axe-core on every route');
  const news = (await (await fetch(`${server.baseUrl}/api/news`)).json()) as { newsId: string }[];
  if (!news[0]) throw new Error('the demo content has no news article to audit');
  const newsUrl = `/news/${encodeURIComponent(news[0].newsId)}`;
  const routes = await listAuditRoutes(ROOT_DIR, newsUrl);
  const browser = await launchBrowser();
  try {
    const contexts = {
      public: await browser.newContext({ baseURL: server.baseUrl }),
      player: await signIn(browser, server.baseUrl, '/api/players/login', server.player),
      admin: await signIn(browser, server.baseUrl, '/api/admin/login', server.admin),
    };
    const rows: string[][] = [];
    const images = [];
    for (const audience of ['public', 'player', 'admin'] as const) {
      const own = routes.filter((r) => r.audience === audience);
      const run = await runAxe(contexts[audience], own);
      images.push(...run.images);
      for (const { route, violations } of run.results) {
        rows.push([audience, route.url, String(violations.length)]);
        for (const v of violations) failures.push(`axe ${route.url}: ${v}`);
      }
    }
    console.log(formatTable(['audience', 'route', 'violations'], rows));
    for (const f of failures.filter((f) => f.startsWith('axe '))) console.log(`  ${f}`);

    heading('Uploaded pictures on public pages');
    const problems = findImageProblems(images);
    console.log(`${images.length} uploaded picture(s) checked, ${problems.length} problem(s)`);
    for (const p of problems) console.log(`  ${p}`);
    failures.push(...problems.map((p) => `image ${p}`));

    // Each language's home page loads its own catalogue only: both stay within the budget.
    for (const home of ['/', '/ms']) {
      heading(`Home page JavaScript (${home})`);
      const js = await measureHomeJs(browser, server.baseUrl, ROOT_DIR, home);
      console.log(
        formatTable(
          ['file', 'gzip'],
          js.files.map((f) => [f.path, formatKb(f.gzipBytes)]),
        ),
      );
      console.log(
        `total: ${formatKb(js.totalGzipBytes)} gzip (${js.totalGzipBytes} bytes) in ${js.files.length} file(s); budget ${HOME_JS_BUDGET_KB} KB`,
      );
      if (js.totalGzipBytes > HOME_JS_BUDGET_KB * 1024) {
        failures.push(
          `home page ${home} JS ${formatKb(js.totalGzipBytes)} gzip > ${HOME_JS_BUDGET_KB} KB budget`,
        );
      }
      const eager = [...new Set(js.eagerCode)];
      console.log(
        `lazy-only code in the initial JS: ${eager.length === 0 ? 'none' : eager.length}`,
      );
      for (const e of eager) console.log(`  ${e}`);
      failures.push(...eager.map((e) => `home page loads lazy-only code: ${e}`));
      console.log(
        `registration code loaded when the modal opens: ${js.isRegistrationLoadedOnOpen}`,
      );
      if (!js.isRegistrationLoadedOnOpen) {
        failures.push('opening the registration modal did not load the registration code');
      }
    }
  } finally {
    await browser.close();
  }
}

const STEPS = ['lighthouse', 'pages'] as const;

/** `--only=lighthouse` or `--only=pages` (axe, pictures, home JS) while fixing one area. */
function selectedSteps(argv: string[]): Set<string> {
  const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const steps = only ? only.split(',') : [...STEPS];
  for (const step of steps) {
    if (!(STEPS as readonly string[]).includes(step)) throw new Error(`unknown step ${step}`);
  }
  return new Set(steps);
}

/**
 * `npm run audit:web`: build, serve, audit; exit code 1 on any missed target. Pass
 * `-- --only=<step>` to run one step while working on it.
 */
export async function runAudit(argv: string[]): Promise<number> {
  const steps = selectedSteps(argv);
  const started = Date.now();
  const timer = setTimeout(() => {
    console.error(`audit:web took longer than ${TIME_LIMIT_MS / 60_000} minutes: aborting`);
    process.kill(process.pid, 'SIGTERM');
  }, TIME_LIMIT_MS);
  timer.unref();

  heading('Building the production site');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit' });
  const server = await startAuditServer(ROOT_DIR);
  const stopOnSignal = () => {
    void server.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const failures: string[] = [];
  try {
    console.log(`server on ${server.baseUrl}`);
    if (steps.has('lighthouse')) await lighthouseStep(server, failures);
    if (steps.has('pages')) await axeStep(server, failures);
  } finally {
    await server.stop();
    clearTimeout(timer);
  }

  const partial = steps.size < STEPS.length ? `, partial run: ${[...steps].join(', ')}` : '';
  heading(`Result (${Math.round((Date.now() - started) / 1000)} s${partial})`);
  if (failures.length === 0) {
    console.log('All web budgets met.');
    return 0;
  }
  console.log(`${failures.length} miss(es):`);
  for (const f of failures) console.log(`  ✗ ${f}`);
  return 1;
}

runAudit(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
