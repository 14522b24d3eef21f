import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'tooling',
          root: '.',
          include: ['eslint/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      // Real server processes on one PostgreSQL (issue 19): only with a server to share.
      ...(process.env.TEST_DATABASE_URL
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
        },
      },
    ],
  },
});
