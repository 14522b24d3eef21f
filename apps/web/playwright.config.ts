import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4319);
const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 4320);
export const E2E_PORTAL_URL = `http://127.0.0.1:${PORTAL_PORT}`;
const root = path.resolve(import.meta.dirname, '../..');
export const E2E_DATA_DIR = path.join(root, '.tmp', 'e2e-data');
const dataDir = E2E_DATA_DIR;

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-123' };
/** Lets the browser tests move the server's clock forward (a deletion's 14-day grace). */
export const E2E_TEST_CLOCK_TOKEN = 'e2e-test-clock-token-0123456789';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A journey, with room for a staff sign-in that waits for a fresh two-factor code (rare: three
  // codes are free in every 30-s step, e2e/staff.ts).
  timeout: 75_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: [
    {
      command: 'npx tsx apps/server/scripts/fake-portal.ts',
      cwd: root,
      url: `${E2E_PORTAL_URL}/api/organizations`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_PORTAL_PORT: String(PORTAL_PORT) },
    },
    {
      command: `rm -rf "${dataDir}" && node apps/server/dist/server.js`,
      cwd: root,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        // Fresh keys for the IC numbers of this run (production refuses to start without them).
        DATA_ENCRYPTION_KEY: `e2e:${randomBytes(32).toString('base64')}`,
        DATA_HASH_KEY: randomBytes(32).toString('base64'),
        LOG_LEVEL: 'warn',
        TEST_CLOCK_TOKEN: E2E_TEST_CLOCK_TOKEN,
        SEED_DEMO: 'true',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        PORTAL_URL: E2E_PORTAL_URL,
        PORTAL_API_KEY: 'e2e-portal-api-key-0123456789',
        PORTAL_SYNC_INTERVAL_MINUTES: '0',
        // Every browser test registers from 127.0.0.1.
        IDENTITY_CHECKS_PER_IP_PER_MINUTE: '1000',
        IDENTITY_CHECKS_PER_IP_PER_DAY: '10000',
      },
    },
  ],
});
