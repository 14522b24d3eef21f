import { chromium, type Browser, type BrowserContext } from '@playwright/test';

import { CHROME_PATH } from './run-lighthouse';

/** The system Chromium (never a downloaded one), with the e2e suite's flags. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A browser context signed in through the API (the session cookie lands in the context). */
export async function signIn(
  browser: Browser,
  baseUrl: string,
  endpoint: '/api/players/login' | '/api/admin/login',
  credentials: { username: string; password: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const res = await context.request.post(endpoint, {
    data: credentials,
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`sign-in at ${endpoint} failed: HTTP ${res.status()}`);
  return context;
}
