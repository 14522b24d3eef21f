import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pngImage } from '../../test/images';
import { startS3Server } from '../../test/s3-server';

import { migrateMedia } from './media-migrate';

describe('media:migrate (local uploads → bucket)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let dir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    dir = await mkdtemp(path.join(os.tmpdir(), 'mpa-uploads-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('copies every upload under its key, and resumes after an interruption', async () => {
    const files: Record<string, Buffer> = {};
    for (const [i, key] of [
      'posts/a1.webp',
      'posts/a2.webp',
      'players/p1.webp',
      'news/n1.png',
      'directory/d1.webp',
    ].entries()) {
      files[key] = await pngImage(20 + i, 20);
      await mkdir(path.dirname(path.join(dir, key)), { recursive: true });
      await writeFile(path.join(dir, key), files[key]!);
    }
    await writeFile(path.join(dir, 'posts', 'a3.webp.1234.tmp'), 'half-written');

    const storage = s3.storage();
    // The first run dies after two files (the network went, the process was stopped).
    let puts = 0;
    const failing = {
      sizeOf: storage.sizeOf,
      async put(key: string, data: Buffer, type: string) {
        if (puts === 2) throw new Error('connection reset');
        puts += 1;
        return storage.put(key, data, type);
      },
    };
    await expect(migrateMedia(dir, failing)).rejects.toThrow('connection reset');

    const report = await migrateMedia(dir, storage);
    expect(report).toEqual({
      total: 5,
      copied: 3,
      skipped: 2,
      ignored: ['posts/a3.webp.1234.tmp'],
    });
    for (const [key, bytes] of Object.entries(files)) expect(await storage.get(key)).toEqual(bytes);

    // Nothing left to do.
    expect(await migrateMedia(dir, storage)).toMatchObject({ copied: 0, skipped: 5 });
  });
});
