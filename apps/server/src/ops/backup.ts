import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { mediaContentType } from '@app/shared/media-types';

import { PGLITE_EXTENSIONS } from '../db/client';
import { DEV_KEYS_FILE } from '../lib/personal-data/data-keys';

import { listFiles } from './files';

const run = promisify(execFile);

/** What a backup holds and how to check a restore against it. */
export interface BackupManifest {
  version: 1;
  createdAt: string;
  engine: 'embedded' | 'postgres';
  /** Rows per table when the backup was taken. */
  tables: Record<string, number>;
  /** Every uploaded file: path under uploads/, size and SHA-256. */
  media: { path: string; bytes: number; sha256: string }[];
  /** The development data keys were copied (embedded sites without DATA_*_KEY set). */
  devKeys: boolean;
}

/** Uploads in object storage (MEDIA_STORE=s3): listed and copied object by object. */
export interface MediaBucket {
  listKeys(): Promise<string[]>;
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
}

export interface SiteLocation {
  /** DATA_DIR: the embedded database (pglite/), uploads/ and development keys live here. */
  dataDir: string;
  /** DATABASE_URL; unset means the embedded database. */
  databaseUrl?: string | undefined;
  /** The bucket, when uploads are in object storage rather than DATA_DIR/uploads. */
  bucket?: MediaBucket | undefined;
}

/** Copies every object of the bucket into `dir` (a backup's uploads/). */
async function downloadBucket(bucket: MediaBucket, dir: string) {
  for (const key of await bucket.listKeys()) {
    const bytes = await bucket.get(key);
    if (!bytes) continue; // deleted while listing
    await mkdir(path.dirname(path.join(dir, key)), { recursive: true });
    await writeFile(path.join(dir, key), bytes);
  }
}

/** Makes the bucket hold exactly the files of `dir`: puts them all, removes any other object. */
async function uploadToBucket(bucket: MediaBucket, dir: string) {
  const keep = new Set(await listFiles(dir));
  for (const key of keep) {
    await bucket.put(
      key,
      await readFile(path.join(dir, key)),
      mediaContentType(key) ?? 'application/octet-stream',
    );
  }
  for (const key of await bucket.listKeys()) if (!keep.has(key)) await bucket.remove(key);
}

async function describeBucket(bucket: MediaBucket): Promise<BackupManifest['media']> {
  const out: BackupManifest['media'] = [];
  for (const key of await bucket.listKeys()) {
    const bytes = await bucket.get(key);
    if (!bytes) continue;
    out.push({
      path: key,
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  return out;
}

const DUMP_FILE = 'database.dump';
const PGLITE_FILE = 'pglite.tar.gz';
const MANIFEST = 'manifest.json';

async function describeMedia(uploadsDir: string): Promise<BackupManifest['media']> {
  const out: BackupManifest['media'] = [];
  for (const file of await listFiles(uploadsDir)) {
    const bytes = await readFile(path.join(uploadsDir, file));
    out.push({
      path: file,
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  return out;
}

const COUNT_TABLES = `select table_name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;

/** Rows per public table, through any client that answers `query(sql)` with `{ rows }`. */
export async function countTables(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  const tables: Record<string, number> = {};
  const names = (await query(COUNT_TABLES)).rows as { table_name: string }[];
  for (const { table_name: name } of names) {
    const [row] = (await query(`select count(*)::int as n from "${name}"`)).rows as { n: number }[];
    tables[name] = Number(row?.n ?? 0);
  }
  return tables;
}

async function withPostgres<T>(url: string, use: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * A consistent backup of the site into `outDir`: the database (pg_dump's custom format on a
 * server, PGlite's own data-directory dump when embedded; the embedded site must be stopped,
 * as PGlite allows one process), every uploaded file, the development data keys if the site
 * uses them, and a manifest of row counts and file checksums to check a restore against.
 */
export async function createBackup(site: SiteLocation, outDir: string): Promise<BackupManifest> {
  await mkdir(outDir, { recursive: true });
  let tables: Record<string, number>;
  if (site.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(outDir, DUMP_FILE)}`,
      site.databaseUrl,
    ]);
    tables = await withPostgres(site.databaseUrl, (c) => countTables((q) => c.query(q)));
  } else {
    const embedded = await PGlite.create({
      dataDir: path.join(site.dataDir, 'pglite'),
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      tables = await countTables((q) => embedded.query(q));
      const dump = await embedded.dumpDataDir('gzip');
      await writeFile(path.join(outDir, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await embedded.close();
    }
  }
  let media: BackupManifest['media'];
  if (site.bucket) {
    await downloadBucket(site.bucket, path.join(outDir, 'uploads'));
    media = await describeMedia(path.join(outDir, 'uploads'));
  } else {
    const uploads = path.join(site.dataDir, 'uploads');
    media = await describeMedia(uploads);
    if (media.length > 0) await cp(uploads, path.join(outDir, 'uploads'), { recursive: true });
  }
  const keysFile = path.join(site.dataDir, DEV_KEYS_FILE);
  const devKeys = !site.databaseUrl && (await stat(keysFile).catch(() => null)) !== null;
  if (devKeys) await cp(keysFile, path.join(outDir, DEV_KEYS_FILE));
  const manifest: BackupManifest = {
    version: 1,
    createdAt: new Date().toISOString(),
    engine: site.databaseUrl ? 'postgres' : 'embedded',
    tables,
    media,
    devKeys,
  };
  await writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function readManifest(backupDir: string): Promise<BackupManifest> {
  return JSON.parse(await readFile(path.join(backupDir, MANIFEST), 'utf8')) as BackupManifest;
}

/**
 * Restores a backup over the site (stopped): the database is replaced (pg_restore --clean on a
 * server; a fresh data directory when embedded), uploads and development keys are put back;
 * then row counts and file checksums are compared with the manifest. Throws on any difference.
 */
export async function restoreBackup(
  site: SiteLocation,
  backupDir: string,
): Promise<BackupManifest> {
  const manifest = await readManifest(backupDir);
  if (manifest.engine !== (site.databaseUrl ? 'postgres' : 'embedded'))
    throw new Error(
      `This is a backup of a${manifest.engine === 'postgres' ? ' PostgreSQL' : 'n embedded'} database; set DATABASE_URL accordingly`,
    );
  let tables: Record<string, number>;
  if (site.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${site.databaseUrl}`,
      path.join(backupDir, DUMP_FILE),
    ]);
    tables = await withPostgres(site.databaseUrl, (c) => countTables((q) => c.query(q)));
  } else {
    const dataDir = path.join(site.dataDir, 'pglite');
    await rm(dataDir, { recursive: true, force: true });
    const dump = new Blob([await readFile(path.join(backupDir, PGLITE_FILE))]);
    const embedded = await PGlite.create({
      dataDir,
      loadDataDir: dump,
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      tables = await countTables((q) => embedded.query(q));
    } finally {
      await embedded.close();
    }
  }
  let restoredMedia: BackupManifest['media'];
  if (site.bucket) {
    await uploadToBucket(site.bucket, path.join(backupDir, 'uploads'));
    restoredMedia = await describeBucket(site.bucket);
  } else {
    const uploads = path.join(site.dataDir, 'uploads');
    await rm(uploads, { recursive: true, force: true });
    if (manifest.media.length > 0)
      await cp(path.join(backupDir, 'uploads'), uploads, { recursive: true });
    restoredMedia = await describeMedia(uploads);
  }
  if (manifest.devKeys)
    await cp(path.join(backupDir, DEV_KEYS_FILE), path.join(site.dataDir, DEV_KEYS_FILE));

  const problems: string[] = [];
  for (const [table, n] of Object.entries(manifest.tables))
    if (tables[table] !== n)
      problems.push(`${table}: ${tables[table] ?? 'missing'} rows, expected ${n}`);
  const restored = new Map(restoredMedia.map((m) => [m.path, m.sha256]));
  for (const file of manifest.media)
    if (restored.get(file.path) !== file.sha256) problems.push(`uploads/${file.path} differs`);
  if (problems.length > 0)
    throw new Error(`Restore does not match the backup:\n${problems.join('\n')}`);
  return manifest;
}
