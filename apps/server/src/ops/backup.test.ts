import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { createTestDatabase, migratedDataDir } from '../../test/db';
import { createPlayer } from '../../test/factories/players';
import { pngImage } from '../../test/images';
import { startS3Server } from '../../test/s3-server';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { news, players } from '../db/schema/index';

import { createBackup, restoreBackup } from './backup';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe(`backup → wipe → restore (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const tempDir = async (name: string) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), `mpa-${name}-`));
    dirs.push(dir);
    return dir;
  };

  async function seed(database: DatabaseHandle, dataDir: string) {
    const { player } = await createPlayer(database.db, { fullName: 'Aisyah binti Rahman' });
    await database.db.insert(news).values({
      newsId: 'NEWS-BACKUP-1',
      title: 'Backups work',
      summary: 'A row to find again.',
      content: 'Restored.',
      publishDate: '2026-11-26',
    });
    const picture = await pngImage();
    await mkdir(path.join(dataDir, 'uploads', 'players'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'players', 'portrait.png'), picture);
    return { playerId: player.id, picture };
  }

  it('round-trips the database (counts and rows) and the uploaded pictures', async () => {
    const dataDir = await tempDir('site');
    const backupDir = await tempDir('backup');
    const test = onPostgres ? await createTestDatabase() : null;
    const open = async () =>
      test ?? (await openDatabase({ kind: 'embedded', dataDir: path.join(dataDir, 'pglite') }));
    const site = { dataDir, databaseUrl: test?.url };

    // The site starts migrated (the migrated template, not migrations from nothing: the start
    // line test does that); migrate() checks there is nothing left to apply.
    if (!test) await migratedDataDir(path.join(dataDir, 'pglite'));
    let database = await open();
    await database.migrate();
    const { playerId, picture } = await seed(database, dataDir);
    if (!test) await database.close();

    const manifest = await createBackup(site, backupDir);
    expect(manifest.tables.players).toBeGreaterThanOrEqual(1);
    expect(manifest.tables.news).toBeGreaterThanOrEqual(1);
    expect(manifest.media).toEqual([
      expect.objectContaining({ path: 'players/portrait.png', bytes: picture.length }),
    ]);

    // A bad day: the database and the uploads are gone.
    if (test) {
      await test.db.execute(sql`drop schema public cascade`);
      await test.db.execute(sql`create schema public`);
      await test.db.execute(sql`drop schema if exists drizzle cascade`);
    } else {
      await rm(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    }
    await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });

    await restoreBackup(site, backupDir);
    database = await open();
    try {
      const [player] = await database.db
        .select({ fullName: players.fullName })
        .from(players)
        .where(eq(players.id, playerId));
      expect(player).toEqual({ fullName: 'Aisyah binti Rahman' });
      const [article] = await database.db
        .select({ title: news.title })
        .from(news)
        .where(eq(news.newsId, 'NEWS-BACKUP-1'));
      expect(article).toEqual({ title: 'Backups work' });
      // Migrations are recorded as applied: the restored site starts without migrating again.
      expect(await database.pendingMigrations()).toBe(0);
      expect(await readFile(path.join(dataDir, 'uploads', 'players', 'portrait.png'))).toEqual(
        picture,
      );
    } finally {
      if (test) await test.destroy();
      else await database.close();
    }
  });

  it('backs up and restores uploads kept in a bucket (MEDIA_STORE=s3)', async () => {
    const s3 = await startS3Server();
    try {
      const bucket = s3.storage();
      const dataDir = await tempDir('bucket-site');
      const backupDir = await tempDir('bucket-backup');
      const test = onPostgres ? await createTestDatabase() : null;
      const open = async () =>
        test ?? (await openDatabase({ kind: 'embedded', dataDir: path.join(dataDir, 'pglite') }));
      if (!test) await migratedDataDir(path.join(dataDir, 'pglite'));
      const database = await open();
      await database.migrate();
      if (!test) await database.close();
      const picture = await pngImage(30, 20);
      await bucket.put('news/cover.webp', picture, 'image/webp');
      const site = { dataDir, databaseUrl: test?.url, bucket };

      const manifest = await createBackup(site, backupDir);
      expect(manifest.media.map((m) => m.path)).toEqual(['news/cover.webp']);

      await bucket.remove('news/cover.webp');
      await bucket.put('news/stray.webp', picture, 'image/webp');
      await restoreBackup(site, backupDir);
      expect(await bucket.get('news/cover.webp')).toEqual(picture);
      // The bucket holds what the backup held, nothing more.
      expect(await bucket.listKeys()).toEqual(['news/cover.webp']);
      if (test) await test.destroy();
    } finally {
      await s3.close();
    }
  });

  it('refuses a backup of the other engine', async () => {
    const backupDir = await tempDir('foreign');
    await writeFile(
      path.join(backupDir, 'manifest.json'),
      JSON.stringify({
        version: 1,
        engine: onPostgres ? 'embedded' : 'postgres',
        tables: {},
        media: [],
      }),
    );
    await expect(
      restoreBackup(
        {
          dataDir: await tempDir('other'),
          databaseUrl: onPostgres ? 'postgres://x@127.0.0.1/x' : undefined,
        },
        backupDir,
      ),
    ).rejects.toThrow(/This is a backup of an? (embedded|PostgreSQL) database/);
  });
});
