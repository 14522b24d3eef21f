/**
 * `npm run restore -- DIR --yes`: puts a backup back over the site (database, uploads,
 * development keys), then checks row counts and file checksums against its manifest. Stop the
 * site first; it replaces what is there.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config/env';
import { createS3Storage } from '../modules/media/index';
import { restoreBackup } from '../ops/backup';

async function main() {
  const { values, positionals } = parseArgs({
    options: { yes: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const dir = positionals[0];
  if (!dir) {
    console.error('Usage: npm run restore -- <backup folder> --yes');
    process.exit(2);
  }
  const config = loadConfig();
  const target = config.databaseUrl ? 'the PostgreSQL database' : `${config.dataDir}`;
  if (!values.yes) {
    console.error(
      `This replaces the database and uploaded files of ${target} with the backup in ${dir}. ` +
        'Stop the site, then run again with --yes.',
    );
    process.exit(2);
  }
  const manifest = await restoreBackup(
    {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      bucket: config.s3 ? createS3Storage(config.s3) : undefined,
    },
    path.resolve(dir),
  );
  console.log(
    `Restored the backup of ${manifest.createdAt}: row counts and ${manifest.media.length} files match.`,
  );
}

main().catch((err: unknown) => {
  console.error(
    err instanceof ConfigError ? err.message : err instanceof Error ? err.message : err,
  );
  process.exit(1);
});
