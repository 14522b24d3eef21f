import { test as base, expect, type Page, type Response } from '@playwright/test';

import { e2eServer } from '../playwright.config';

/** The server (with its data directory and stand-in portal) of the worker running this test. */
export function currentServer() {
  return e2eServer(base.info().parallelIndex);
}

/**
 * Public pages arrive rendered by the server and become interactive a moment later, when the app
 * has attached to them (the root layout then sets `data-app-ready` on <html>). A test acting as a
 * user waits for that after each page load, as a user waits for a page to respond.
 */
async function waitForApp(page: Page, response: Response | null): Promise<void> {
  const type = response?.headers()['content-type'] ?? '';
  if (!type.includes('text/html')) return;
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  // Each worker talks to its own server (playwright.config.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(e2eServer(testInfo.parallelIndex).baseURL);
  },
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page, response);
      return response;
    };
    await provide(page);
  },
});

/** A phone's viewport (the size the player journeys are tried at). */
export const PHONE = { width: 390, height: 844 };

/** Waits until the app has attached: for pages opened outside the `page` fixture. */
export const ready = (page: Page) =>
  page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });

/** Opens `url` and waits for the app, on any page (one of a second context too). */
export async function go(page: Page, url: string) {
  await page.goto(url);
  await ready(page);
}

/** A phone-width screenshot `<name>-390.png` in `SHOTS_DIR`, when it is set (to look at). */
export async function shot(page: Page, name: string, fullPage = true) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-390.png`, fullPage });
}

export { expect };
export type { APIRequestContext, Browser, Page } from '@playwright/test';
