import { gzipSync } from 'node:zlib';

import type { Browser, Page } from '@playwright/test';

import { readChunkModules } from './chunk-modules';

/** Home page budget: JavaScript loaded by `/` until network idle, gzip level 9, in KiB. */
export const HOME_JS_BUDGET_KB = 110;

/** Code that must stay out of the home page's initial JavaScript (loaded only when needed). */
export const LAZY_ONLY_CODE: { name: string; pattern: RegExp }[] = [
  {
    name: 'registration form and validation',
    pattern:
      /features\/players\/(components\/registration-(form|modal)|hooks\/use-registration-)|node_modules\/(react-hook-form|@hookform)\//,
  },
  { name: 'admin', pattern: /features\/admin|app\/routes\/admin\/|messages\/en\/admin/ },
  {
    name: 'player portal',
    pattern:
      /app\/routes\/portal\/player-|features\/players\/components\/(player-dashboard|profile-|inbox-|dashboard-)/,
  },
  { name: 'PickleZone', pattern: /features\/picklezone\/|messages\/en\/picklezone/ },
  // The home page parses nothing: zod (25 KB) loads with the first code that does.
  { name: 'zod', pattern: /node_modules\/zod\// },
];

const REGISTRATION_CODE = LAZY_ONLY_CODE[0]!;

export interface HomeJsResult {
  files: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
  /** Lazy-only code found in the initial JavaScript: `name: module`. */
  eagerCode: string[];
  /** Whether opening the registration modal then loaded the registration code. */
  isRegistrationLoadedOnOpen: boolean;
}

/** Same-origin JavaScript responses by path, each with its body (read as it arrives). */
function trackScripts(page: Page, origin: string): Map<string, Promise<Buffer>> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js') || !response.ok()) return;
    const body = response.body();
    body.catch(() => undefined);
    bodies.set(url.pathname, body);
  });
  return bodies;
}

function modulesOf(chunks: Map<string, string[]>, files: Iterable<string>): string[] {
  return [...files].flatMap((file) => {
    const modules = chunks.get(file);
    if (!modules) throw new Error(`${file} is not in the analysed build: rebuild and rerun`);
    return modules;
  });
}

/**
 * Loads `/` in a fresh context, sums the gzip size of every JavaScript file it fetched until
 * network idle, checks that lazy-only code is absent, then opens the registration modal and
 * checks that the registration code arrives with it.
 */
export async function measureHomeJs(
  browser: Browser,
  baseUrl: string,
  rootDir: string,
  /** The home page in one language: `/` (English) or `/ms` (Bahasa Malaysia). */
  home = '/',
): Promise<HomeJsResult> {
  const chunks = await readChunkModules(rootDir);
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    const bodies = trackScripts(page, new URL(baseUrl).origin);
    await page.goto(home, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const initial = new Map(bodies);

    const files = await Promise.all(
      [...initial].map(async ([path, body]) => ({
        path,
        gzipBytes: gzipSync(await body, { level: 9 }).length,
      })),
    );
    const eagerCode = modulesOf(chunks, initial.keys()).flatMap((id) =>
      LAZY_ONLY_CODE.filter((code) => code.pattern.test(id)).map((code) => `${code.name}: ${id}`),
    );

    await page.locator('#register button[aria-haspopup="dialog"]').click();
    await page.getByRole('dialog').waitFor();
    await page.waitForLoadState('networkidle');
    const later = [...bodies.keys()].filter((file) => !initial.has(file));
    const isRegistrationLoadedOnOpen = modulesOf(chunks, later).some((id) =>
      REGISTRATION_CODE.pattern.test(id),
    );

    return {
      files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
      totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      eagerCode,
      isRegistrationLoadedOnOpen,
    };
  } finally {
    await context.close();
  }
}
