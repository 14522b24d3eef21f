import os from 'node:os';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

/**
 * One worker per core, at least two: every test file owns its database, data directory and
 * ports, so files run side by side. `isolate: false` lets a worker run file after file without
 * a fresh process and module graph each time (docs/testing.md); a file must therefore leave no
 * state behind (timers, globals, module caches), which the suite keeps true.
 */
const WORKERS = Math.max(2, os.availableParallelism());

/** The PostgreSQL stage (`TEST_DATABASE_URL` set) runs only what touches the database. */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Server tests that never open the database under test: unit tests with fake repositories and
 * tests of code that has no database. They run once, in the embedded stage (the `server-once`
 * project), not again on PostgreSQL. `test/db.ts` refuses to open a database in this project,
 * so a file that starts using one must move to the `server` project.
 */
const SERVER_ONCE = [
  'src/**/*.service.test.ts',
  'src/config/env.test.ts',
  'src/lib/polling-worker.test.ts',
  'src/lib/csv.test.ts',
  'src/lib/response-cache-eviction.test.ts',
  'src/lib/log-redaction.test.ts',
  'src/lib/personal-data/file-cipher.test.ts',
  'src/lib/personal-data/personal-data-keys.test.ts',
  'src/modules/link-preview/address-policy.test.ts',
  'src/modules/mail/mailer.test.ts',
  'src/modules/media/upload-pipeline.test.ts',
  'src/modules/membership/membership.pdf.test.ts',
  'src/modules/membership/documents-text.test.ts',
  'src/modules/membership/verify-cache.test.ts',
  'src/modules/throttle/window-limiter.test.ts',
  'src/ops/media-migrate.test.ts',
  'src/plugins/api-docs-operations.test.ts',
  'src/plugins/security.test.ts',
  // Starts the built server on its own embedded data directory: about start-up, not the engine.
  'test/start-line.test.ts',
  'test/malay-check.test.ts',
  'test/attack-run/round-2-info-test-clock-production.test.ts',
];

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'tooling',
          root: '.',
          include: ['eslint/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-once',
          root: './apps/server',
          include: SERVER_ONCE,
          environment: 'node',
          env: { MPA_TEST_NO_DATABASE: 'true' },
          setupFiles: ['./test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: SERVER_ONCE,
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      // Real server processes on one PostgreSQL (issue 19): only with a server to share.
      ...(ON_POSTGRES
        ? [
            {
              test: {
                name: 'processes',
                root: './apps/server',
                include: ['processes/**/*.test.ts'],
                environment: 'node',
                testTimeout: 120_000,
                hookTimeout: 180_000,
                pool: 'forks' as const,
              },
            },
          ]
        : []),
      {
        resolve: {
          alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
        },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup-tests.ts'],
          isolate: false,
        },
      },
    ],
  },
});
