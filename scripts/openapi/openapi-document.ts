import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { openDatabase } from '../../apps/server/src/db/client';
import { generateDataKeys } from '../../apps/server/src/lib/personal-data/data-keys';

/** Where the repository keeps the API's OpenAPI document. */
export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../docs/openapi.json');

/**
 * The OpenAPI document the server generates from its routes' zod schemas, from the app as
 * production builds it (no test-only routes), on a throwaway embedded database.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-openapi-'));
  const keys = generateDataKeys('docs');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
    PUBLIC_URL: 'https://pickleball.example.my',
    DATA_ENCRYPTION_KEY: keys.encryptionKey,
    DATA_HASH_KEY: keys.hashKey,
    LOG_LEVEL: 'silent',
    PORTAL_SYNC_INTERVAL_MINUTES: '0',
  });
  const database = await openDatabase({ kind: 'embedded' });
  try {
    await database.migrate();
    const app = await buildApp({ config, dataKeys: config.dataKeys!, database, logger: false });
    try {
      await app.ready();
      return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The document as the repository stores it: stable, two-space JSON. */
export function serialiseOpenApi(doc: unknown): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
