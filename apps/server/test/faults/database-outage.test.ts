import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { TEST_DATA_KEYS } from '../data-keys';

import { createPrivateCluster, postgresBinDir } from './private-cluster';

const binDir = postgresBinDir();
// Part of the PostgreSQL run (TEST_DATABASE_URL set, as in CI); it needs initdb and pg_ctl.
const suite = process.env.TEST_DATABASE_URL ? describe : () => undefined;

/**
 * Fault (b): PostgreSQL goes away while the server runs. Requests get a clear 503, /api/health
 * says the database is down, and service resumes by itself when the database is back.
 */
suite('PostgreSQL stopped while the server runs (private cluster)', () => {
  let cluster: Awaited<ReturnType<typeof createPrivateCluster>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    if (!binDir)
      throw new Error(
        'PostgreSQL server binaries (initdb, pg_ctl) not found under /usr/lib/postgresql',
      );
    cluster = await createPrivateCluster(binDir);
    cluster.start();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      LOG_LEVEL: 'silent',
      PORTAL_SYNC_INTERVAL_MINUTES: '0',
    });
    database = await openDatabase({
      kind: 'postgres',
      url: cluster.url,
      onPoolError: () => undefined,
    });
    await database.migrate();
    app = await buildApp({ config, dataKeys: TEST_DATA_KEYS, database, logger: false });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is down and recovers on its own', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/news' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      database: 'up',
    });

    cluster.stop();

    const list = await app.inject({ method: 'GET', url: '/api/tournaments' });
    expect(list.statusCode).toBe(503);
    expect(list.json()).toMatchObject({
      error: 'Service temporarily unavailable. Please try again shortly.',
      code: 'UNAVAILABLE',
    });
    expect(list.headers['retry-after']).toBeDefined();
    const login = await app.inject({
      method: 'POST',
      url: '/api/players/login',
      payload: { username: 'someone', password: 'whatever-123' },
    });
    expect(login.statusCode).toBe(503);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: 'down' });

    cluster.start();

    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await app.inject({ method: 'GET', url: '/api/tournaments' })).statusCode;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      status: 'ok',
      database: 'up',
    });
  }, 120_000);
});

/**
 * The embedded engine cannot be stopped and restarted under a running server; what applies is
 * that a database that stops answering gives the same clear 503 and an honest /api/health. Run
 * in the embedded stage (the PostgreSQL stage runs the private-cluster case above).
 */
(process.env.TEST_DATABASE_URL ? () => undefined : describe)(
  'embedded database gone while the server runs',
  () => {
    it('answers 503 and reports the database down', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-outage-embedded-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        PORTAL_SYNC_INTERVAL_MINUTES: '0',
      });
      const database = await openDatabase({
        kind: 'embedded',
        dataDir: path.join(dataDir, 'pglite'),
      });
      await database.migrate();
      const app = await buildApp({ config, dataKeys: TEST_DATA_KEYS, database, logger: false });
      try {
        const check = () =>
          app.inject({ method: 'GET', url: '/api/players/check-ic/900101145678' });
        expect((await check()).statusCode).toBe(200);
        await database.close();
        const refused = await check();
        expect(refused.statusCode).toBe(503);
        expect(refused.json().code).toBe('UNAVAILABLE');
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({ database: 'down' });
      } finally {
        await app.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  },
);
