import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Browser tests run in parallel, a file at a time per worker, and each worker has a server of
 * its own (its own embedded database, data directory and stand-in portal), so no test sees
 * another worker's changes. E2E_WORKERS=1 runs them one after another on one server.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4319);

/** The server, stand-in portal and data directory of the worker in slot `index`. */
export function e2eServer(index: number) {
  const port = FIRST_PORT + 2 * index;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    portalPort: port + 1,
    portalURL: `http://127.0.0.1:${port + 1}`,
    /** The stand-in payment gateway (API and hosted checkout page). */
    stripePort: FIRST_PORT + 100 + index,
    stripeURL: `http://127.0.0.1:${FIRST_PORT + 100 + index}`,
    dataDir: path.join(root, '.tmp', `e2e-data-${index}`),
  };
}

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-123' };
/** Lets the browser tests move the server's clock forward (a deletion's 14-day grace). */
export const E2E_TEST_CLOCK_TOKEN = 'e2e-test-clock-token-0123456789';

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

function webServers(index: number): WebServer[] {
  const server = e2eServer(index);
  return [
    {
      command: 'npx tsx apps/server/scripts/fake-portal.ts',
      cwd: root,
      url: `${server.portalURL}/api/organizations`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_PORTAL_PORT: String(server.portalPort) },
    },
    {
      command: 'npx tsx apps/server/scripts/fake-stripe.ts',
      cwd: root,
      url: `${server.stripeURL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        FAKE_STRIPE_PORT: String(server.stripePort),
        FAKE_STRIPE_WEBHOOK_URL: `${server.baseURL}/api/payments/stripe/webhook`,
      },
    },
    {
      command: `rm -rf "${server.dataDir}" && node apps/server/dist/server.js`,
      cwd: root,
      url: `${server.baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        DATA_DIR: server.dataDir,
        NODE_ENV: 'production',
        PUBLIC_URL: server.baseURL,
        // Fresh keys for the IC numbers of this run (production refuses to start without them).
        DATA_ENCRYPTION_KEY: `e2e:${randomBytes(32).toString('base64')}`,
        DATA_HASH_KEY: randomBytes(32).toString('base64'),
        LOG_LEVEL: 'warn',
        TEST_CLOCK_TOKEN: E2E_TEST_CLOCK_TOKEN,
        SEED_DEMO: 'true',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        PORTAL_URL: server.portalURL,
        PORTAL_API_KEY: 'e2e-portal-api-key-0123456789',
        PORTAL_SYNC_INTERVAL_MINUTES: '0',
        // Online payment through the stand-in gateway (keys it accepts, never real ones).
        STRIPE_SECRET_KEY: 'sk_test_fakeLocalStripe0123456789',
        STRIPE_WEBHOOK_SECRET: 'whsec_fakeLocalWebhookSecret0123456789',
        STRIPE_API_URL: server.stripeURL,
        // Every browser test registers from 127.0.0.1.
        IDENTITY_CHECKS_PER_IP_PER_MINUTE: '1000',
        IDENTITY_CHECKS_PER_IP_PER_DAY: '10000',
        // …and looks up players (rankings, profiles) from there too.
        PLAYER_LOOKUPS_PER_IP_PER_MINUTE: '1000',
      },
    },
  ];
}

export default defineConfig({
  testDir: './e2e',
  // Files are spread over the workers; the tests of one file run in order on one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A journey, with room for a staff sign-in that waits for a fresh two-factor code (rare: three
  // codes are free in every 30-s step, e2e/staff.ts).
  timeout: 75_000,
  // Two workers, two servers and two browsers share the machine's cores: room for a busy one.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Each worker's own server (e2e/fixtures.ts); this one serves anything outside a test.
    baseURL: e2eServer(0).baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, i) => webServers(i)).flat(),
});
