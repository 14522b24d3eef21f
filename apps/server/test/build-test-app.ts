import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/env';
import { createDataAccess } from '../src/db/unit-of-work';
import { createMailer, type Mailer } from '../src/modules/mail/index';
import {
  createLocalDiskStorage,
  createMediaService,
  type MediaService,
} from '../src/modules/media/index';
import { createSessionsService, type SessionsService } from '../src/modules/sessions/index';
import { createRepositories } from '../src/repositories';

import { TEST_DATA_KEYS } from './data-keys';
import { createTestDatabase, type TestDatabase } from './db';
import { checkErrorsAreDocumented } from './documented-errors';
import { checkErrorsHaveMalay } from './malay-check';

export const TEST_INDEX_HTML =
  '<!doctype html><html><head><title>MPA test shell</title></head><body><div id="root"></div></body></html>';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  db: TestDatabase['db'];
  config: AppConfig;
  dataDir: string;
  /** The app's mailer (tests read what it sent). */
  mailer: Mailer;
  /** Sessions on the app's database (tests sign in without the login throttle). */
  sessions: SessionsService;
  /** Media storage in the app's data directory (seeders store pictures with it). */
  media: MediaService;
  close(): Promise<void>;
}

/**
 * A fully wired app on its own migrated database and data directory (uploads, mail), with a
 * stand-in built SPA. Call `close()` in afterAll.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  env: Record<string, string> = {},
  /** Registers extra (test-only) routes before the app is sealed. */
  extend?: (app: FastifyInstance) => void | Promise<void>,
  /** Replacements for injected services (e.g. DNS for link previews). */
  deps: Partial<
    Pick<
      AppDeps,
      'resolveHost' | 'mailer' | 'portal' | 'extraRouteAccess' | 'clock' | 'storage' | 'logger'
    >
  > = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-app-'));
  const webDistDir = path.join(dataDir, 'web-dist');
  await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDistDir, 'index.html'), TEST_INDEX_HTML);
  await writeFile(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("app");');

  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: webDistDir,
      // Tests register many players from one address; the attack-run tests set real limits.
      IDENTITY_CHECKS_PER_IP_PER_MINUTE: '100000',
      IDENTITY_CHECKS_PER_IP_PER_DAY: '100000',
      ...env,
    }),
    ...overrides,
  };
  const database = await createTestDatabase();
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: path.join(config.dataDir, 'mail'),
      siteUrl: config.siteUrl,
    });
  const app = await buildApp({
    config,
    dataKeys: config.dataKeys ?? TEST_DATA_KEYS,
    database,
    logger: false,
    ...deps,
    mailer,
  });
  checkErrorsHaveMalay(app);
  checkErrorsAreDocumented(app);
  await extend?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    dataDir,
    mailer,
    sessions: createSessionsService({ data: createDataAccess(database.db, createRepositories) }),
    media: createMediaService({
      storage: createLocalDiskStorage(path.join(config.dataDir, 'uploads')),
    }),
    async close() {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
