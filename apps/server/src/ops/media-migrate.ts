import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { mediaContentType } from '@app/shared/media-types';

import { listFiles } from './files';

/** What media:migrate needs of the target store. */
export interface MigrationTarget {
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Size of what is stored under the key, or null. */
  sizeOf(key: string): Promise<number | null>;
}

const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export interface MigrationReport {
  total: number;
  copied: number;
  /** Already in the store with the same size (an earlier, interrupted run copied them). */
  skipped: number;
  /** Files that are not uploads (temporary files, stray names): left where they are. */
  ignored: string[];
}

/**
 * Copies the local uploads (DATA_DIR/uploads) to object storage under the same keys, so the
 * same `/uploads/…` URLs keep working once MEDIA_STORE=s3. Safe to stop and run again: a file
 * already stored with its size is skipped, so a second run carries on where the first stopped.
 */
export async function migrateMedia(
  fromDir: string,
  to: MigrationTarget,
  onFile?: (key: string, outcome: 'copied' | 'skipped') => void,
): Promise<MigrationReport> {
  const report: MigrationReport = { total: 0, copied: 0, skipped: 0, ignored: [] };
  for (const key of await listFiles(fromDir)) {
    const type = mediaContentType(key);
    if (!KEY.test(key) || !type) {
      report.ignored.push(key);
      continue;
    }
    report.total += 1;
    const file = path.join(fromDir, key);
    const { size } = await stat(file);
    if ((await to.sizeOf(key)) === size) {
      report.skipped += 1;
      onFile?.(key, 'skipped');
      continue;
    }
    await to.put(key, await readFile(file), type);
    report.copied += 1;
    onFile?.(key, 'copied');
  }
  return report;
}
