/**
 * `npm run backup [-- --out DIR]`: a consistent copy of the site (database, uploaded files,
 * development keys) with a manifest of row counts and checksums; see docs/operations.md.
 *
 *   DATABASE_URL=postgres://… npm run backup -- --out /backups/2026-11-26
 *
 * PostgreSQL is dumped while the site runs (pg_dump takes a consistent snapshot). The embedded
 * database allows one process: stop the site first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config/env';
import { createS3Storage } from '../modules/media/index';
import { createBackup } from '../ops/backup';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.resolve(values.out ?? path.join('backups', stamp));
  const manifest = await createBackup(
    {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      bucket: config.s3 ? createS3Storage(config.s3) : undefined,
    },
    outDir,
  );
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up the ${manifest.engine} database (${Object.keys(manifest.tables).length} tables, ` +
      `${rows} rows) and ${manifest.media.length} uploaded files to ${outDir}`,
  );
  if (config.dataKeys)
    console.log(
      'DATA_ENCRYPTION_KEY and DATA_HASH_KEY are not in the backup: keep them in your secret store.',
    );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
