import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';

import { openDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from '../src/db/client';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the database. */
  destroy(): Promise<void>;
  /** The connection URL when on PostgreSQL. */
  url: string | undefined;
}

const run = promisify(execFile);

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * An isolated, migrated database for one test file: a copy of the PostgreSQL template database
 * when TEST_DATABASE_URL is set, otherwise a PGlite instance cloned from the migrated dump.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.MPA_TEST_NO_DATABASE === 'true')
    throw new Error(
      'This test file opens a database: move it out of SERVER_ONCE (vitest.config.ts) so it runs on both engines.',
    );
  const pgTemplate = inject('pgTemplate');
  if (pgTemplate) {
    const name = `${pgTemplate.prefix}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgTemplate.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate.templateName}`);
    await admin.end();
    const url = withDatabase(pgTemplate.url, name);
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 20 });
    let closed = false;
    return {
      ...handle,
      url,
      close: async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      },
      destroy: async () => {
        if (!closed) {
          closed = true;
          await handle.close();
        }
        const c = new pg.Client({ connectionString: pgTemplate.url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }

  const client = await PGlite.create({
    loadDataDir: await migratedTemplate(),
    extensions: PGLITE_EXTENSIONS,
    startParams: TEST_START_PARAMS,
  });
  const handle = await openDatabase({ kind: 'embedded', client });
  return { ...handle, url: undefined, destroy: () => handle.close() };
}

/**
 * A test database holds a few hundred rows: 16 MB of shared buffers instead of PGlite's 128 MB,
 * which every copy would otherwise set up (about a quarter of a copy's CPU time, docs/testing.md).
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

let template: { path: string; dump: Promise<Blob> } | undefined;
/** The migrated PGlite data directory (global-setup.ts), read once per worker and run. */
function migratedTemplate(): Promise<Blob> {
  const templatePath = inject('pgliteTemplatePath');
  if (template?.path !== templatePath)
    template = {
      path: templatePath,
      dump: readFile(templatePath).then((dump) => new Blob([dump])),
    };
  return template.dump;
}

/**
 * Fills `dataDir` (a PGlite data directory on disk, as the server's `DATA_DIR/pglite`) with the
 * migrated template, so a test that starts a server or opens the site's embedded database does
 * not create and migrate a database from nothing (about 8 s of CPU each). The dump is a tar of
 * the data directory: `tar` unpacks it in a moment, where PGlite writing it file by file takes
 * seconds. The start-line test still starts once from an empty data directory, and migrates there.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await run('tar', ['-xf', inject('pgliteTemplatePath'), '-C', dataDir]);
}
