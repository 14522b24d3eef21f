import { chromium, type Browser, type BrowserContext } from '@playwright/test';

import { currentTotp } from '../../apps/server/src/modules/two-factor/index';

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
  // A super admin must set up two-factor first: do it as they would, then audit the dashboard.
  const body = (await res.json()) as { admin?: { mustEnrolTwoFactor?: boolean } };
  if (body.admin?.mustEnrolTwoFactor) {
    const headers = { origin: baseUrl };
    const setup = await context.request.post('/api/admin/two-factor/setup', { headers, data: {} });
    const { secret } = (await setup.json()) as { secret: string };
    const enabled = await context.request.post('/api/admin/two-factor/enable', {
      headers,
      data: { code: await currentTotp(secret) },
    });
    if (!enabled.ok()) throw new Error(`two-factor set-up failed: HTTP ${enabled.status()}`);
  }
  return context;
}
