import { test as base, expect, type Page, type Response } from '@playwright/test';

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
export type { APIRequestContext, Page } from '@playwright/test';
