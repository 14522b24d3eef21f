/**
 * `npm run media:migrate`: copies DATA_DIR/uploads to the bucket MEDIA_STORE=s3 names (S3_*),
 * under the same keys. Run it before switching a site to object storage, again after the
 * switch to catch uploads made meanwhile; stopping it is safe, a new run carries on.
 */
import path from 'node:path';

import { ConfigError, loadConfig } from '../config/env';
import { createS3Storage } from '../modules/media/index';
import { migrateMedia } from '../ops/media-migrate';

async function main() {
  const config = loadConfig();
  if (!config.s3) {
    console.error('Set MEDIA_STORE=s3 and S3_BUCKET (and S3_ENDPOINT, credentials…) first.');
    process.exit(2);
  }
  const from = path.join(config.dataDir, 'uploads');
  let done = 0;
  const report = await migrateMedia(from, createS3Storage(config.s3), () => {
    done += 1;
    if (done % 100 === 0) console.log(`${done} files…`);
  });
  console.log(
    `${report.copied} copied, ${report.skipped} already in the bucket, of ${report.total} uploads` +
      (report.ignored.length ? `; ignored ${report.ignored.length} other files` : ''),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
