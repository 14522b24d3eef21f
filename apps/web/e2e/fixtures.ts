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

export { expect };
export type { APIRequestContext, Browser, Page } from '@playwright/test';
