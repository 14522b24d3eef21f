import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { openDatabase } from '../../apps/server/src/db/client';
import { generateDataKeys } from '../../apps/server/src/lib/personal-data/data-keys';
import { bootstrapAdmin } from '../../apps/server/src/modules/admins/admins.bootstrap';
import { createAdminsRepository } from '../../apps/server/src/modules/admins/admins.repository';
import { currentTotp } from '../../apps/server/src/modules/two-factor/index';

import type { QueryCounter } from './query-counter';

export interface ScaleApp {
  app: FastifyInstance;
  /** Cookie header of a signed-in admin (the player list is admin-only). */
  adminCookie: string;
  close(): Promise<void>;
}

/**
 * The real app, built in this process (so every query can be counted) on the given database,
 * as production configures it, with a signed-in admin.
 */
export async function startScaleApp(databaseUrl: string, counter: QueryCounter): Promise<ScaleApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-scale-'));
  await mkdir(path.join(dataDir, 'web'), { recursive: true });
  const password = randomBytes(18).toString('base64url');
  const keys = generateDataKeys('bench');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_ENCRYPTION_KEY: keys.encryptionKey,
    DATA_HASH_KEY: keys.hashKey,
    PUBLIC_URL: 'http://127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    LOG_LEVEL: 'silent',
    PORTAL_SYNC_INTERVAL_MINUTES: '0',
    ADMIN_USERNAME: 'scale.admin',
    ADMIN_PASSWORD: password,
  });
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl,
    logger: counter.logger,
  });
  await database.migrate();
  const app = await buildApp({ config, dataKeys: config.dataKeys!, database, logger: false });
  await app.ready();
  await bootstrapAdmin({
    repo: createAdminsRepository(database.db),
    username: config.adminUsername,
    password: config.adminPassword,
    dataDir,
    log: app.log,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'scale.admin', password },
  });
  const cookie = login.cookies.find((c) => c.name === 'mpa_admin_session');
  if (login.statusCode !== 200 || !cookie) throw new Error(`admin login: ${login.body}`);
  // A super admin must set up two-factor before anything else: do it as they would.
  const headers = { cookie: `mpa_admin_session=${cookie.value}`, origin: 'http://127.0.0.1' };
  const setup = await app.inject({
    method: 'POST',
    url: '/api/admin/two-factor/setup',
    headers,
    payload: {},
  });
  const enabled = await app.inject({
    method: 'POST',
    url: '/api/admin/two-factor/enable',
    headers,
    payload: { code: await currentTotp((setup.json() as { secret: string }).secret) },
  });
  if (enabled.statusCode !== 200) throw new Error(`two-factor set-up: ${enabled.body}`);
  return {
    app,
    adminCookie: `mpa_admin_session=${cookie.value}`,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
