import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** `AUDIT_REPORT_DIR=…` keeps each page's full Lighthouse report (JSON) to see what to fix. */
const REPORT_DIR = process.env.AUDIT_REPORT_DIR;

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

export type CategoryId = keyof typeof LIGHTHOUSE_TARGETS;

export interface LighthousePageResult {
  path: string;
  /** The median run's scores. */
  scores: Record<CategoryId, number>;
  /** Every run's performance score, in run order. */
  performanceRuns: number[];
  /** Audits below a perfect score in a category that missed its target, to say what to fix. */
  problems: string[];
}

const CATEGORY_IDS = Object.keys(LIGHTHOUSE_TARGETS) as CategoryId[];

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function describeProblems(lhr: LighthouseResult, failed: CategoryId[]): string[] {
  const problems: string[] = [];
  for (const id of failed) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      // Weighted audits, plus the performance opportunities (weight 0, scored by savings).
      if (ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      problems.push(`${id}: ${audit.id} score ${Math.round(audit.score * 100)}${value}`);
    }
  }
  return problems;
}

/** Attempts per page: Lighthouse sometimes fails to record a trace (NO_NAVSTART) and says to rerun. */
const ATTEMPTS = 2;

async function auditPage(url: string, port: number): Promise<LighthouseResult> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORY_IDS,
    });
    if (runner && !runner.lhr.runtimeError) return runner.lhr;
    lastError = runner?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse on ${url}: ${lastError}`);
}

/**
 * Runs per page. Lighthouse's performance score varies from run to run with the machine's load
 * (its documentation advises the median of several runs); the other categories do not vary.
 * `LIGHTHOUSE_RUNS=1` for a quick look.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

function performanceOf(lhr: LighthouseResult): number {
  return lhr.categories.performance?.score ?? 0;
}

/** The run with the median performance score. */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Lighthouse 12 with its default config (mobile emulation, simulated throttling) on each page,
 * one headless Chromium for all of them; each page's result is its median run of `RUNS`.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
): Promise<LighthousePageResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: LighthousePageResult[] = [];
    for (const path of paths) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await auditPage(`${baseUrl}${path}`, chrome.port));
      }
      const lhr = medianRun(runs);
      if (REPORT_DIR) {
        await mkdir(REPORT_DIR, { recursive: true });
        const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
        await writeFile(join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
      }
      const scores = Object.fromEntries(
        CATEGORY_IDS.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as Record<CategoryId, number>;
      const failed = CATEGORY_IDS.filter((id) => scores[id] < LIGHTHOUSE_TARGETS[id]);
      const performanceRuns = runs.map((r) => Math.round(performanceOf(r) * 100));
      results.push({ path, scores, performanceRuns, problems: describeProblems(lhr, failed) });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
