import { afterAll, vi } from 'vitest';

import { expectEveryErrorDocumented } from './documented-errors';
import { expectEveryErrorHadMalay } from './malay-check';

// Test files run one after another in a shared worker (vitest.config.ts, `isolate: false`):
// whatever a file changed in the worker's globals is put back before the next one starts. Each
// file's app, database and data directory are its own and closed by the file itself.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// Every error message this file's requests produced has its Bahasa Malaysia (malay-check.ts).
afterAll(() => {
  expectEveryErrorHadMalay();
});

// Every 409 and 429 this file's requests got is in the OpenAPI document (documented-errors.ts).
afterAll(() => {
  expectEveryErrorDocumented();
});
