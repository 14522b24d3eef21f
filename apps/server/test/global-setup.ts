import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { openDatabase, PGLITE_EXTENSIONS } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** `prefix` names this run's databases, so a run cleans up only its own. */
    pgTemplate: { url: string; templateName: string; prefix: string } | null;
  }
}

let tmpDir: string | undefined;
let pgCleanup: (() => Promise<void>) | undefined;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Migrates one template per run: a PGlite data-dir dump that every test file clones or, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database that every test file copies.
 */
export async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-test-'));
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const embedded = await openDatabase({ kind: 'embedded', client: pglite });
    await embedded.migrate();
    const dump = await pglite.dumpDataDir('none');
    const templatePath = path.join(tmpDir, 'pglite-template.tar');
    await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
    await embedded.close();
    project.provide('pgliteTemplatePath', templatePath);
    project.provide('pgTemplate', null);
    return;
  }
  // On PostgreSQL every test database is a copy of the migrated template: no PGlite needed.
  project.provide('pgliteTemplatePath', '');
  const run = randomBytes(4).toString('hex');
  const templateName = `mpa_tpl_${run}`;
  // Another run on the same server (a developer's, CI's) keeps its own databases.
  const prefix = `mpa_t_${run}_`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateName}`);
  await admin.end();
  const template = await openDatabase({
    kind: 'postgres',
    url: withDatabase(url, templateName),
    poolSize: 1,
  });
  await template.migrate();
  await template.close();
  project.provide('pgTemplate', { url, templateName, prefix });

  pgCleanup = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $2) OR datname = $1`,
      [templateName, prefix],
    );
    for (const { datname } of rows)
      await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await c.end();
  };
}

export async function teardown() {
  await pgCleanup?.();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
}
