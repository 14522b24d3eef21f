import path from 'node:path';

import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openUrl } from './config/open-url';
import { openDatabase } from './db/client';
import { createDataAccess } from './db/unit-of-work';
import { loadOrCreateDevDataKeys } from './lib/personal-data/data-keys';
import { createIcCipher } from './lib/personal-data/ic-cipher';
import { createValueCipher } from './lib/personal-data/value-cipher';
import { bootstrapAdmin, createAdminsRepository } from './modules/admins/index';
import { createConfiguredStorage, createMediaService } from './modules/media/index';
import { createIcVault } from './modules/players/index';
import { createTwoFactorVault } from './modules/two-factor/index';
import { createRepositories } from './repositories';
import { runDemoSeeders } from './seed/demo';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          onPoolError: (err) => console.error(`database connection error: ${err.message}`),
        }
      : { kind: 'embedded', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();

  const dataKeys =
    config.dataKeys ??
    (await loadOrCreateDevDataKeys(config.dataDir, (message) => console.warn(message)));
  const icCipher = createIcCipher(dataKeys);
  const data = createDataAccess(database.db, createRepositories);
  // IC numbers stored before they were encrypted (ADR 015), and authenticator secrets stored
  // before they were (ADR 012, migration 0033), are sealed before anyone is served.
  await createIcVault({ data, cipher: icCipher }).encryptPlain({
    onBatch: ({ done }) => console.info(`encrypted ${done} stored IC numbers`),
  });
  await createTwoFactorVault({ data, cipher: createValueCipher(dataKeys) }).sealPlain({
    onBatch: ({ done }) => console.info(`encrypted ${done} stored authenticator secrets`),
  });

  const storage = createConfiguredStorage(config);
  const app = await buildApp({ config, dataKeys, database, storage });
  app.addHook('onClose', async () => {
    await database.close();
  });

  await bootstrapAdmin({
    repo: createAdminsRepository(database.db),
    username: config.adminUsername,
    password: config.adminPassword,
    dataDir: config.dataDir,
    log: app.log,
  });
  if (config.seedDemo)
    await runDemoSeeders({
      db: database.db,
      dataDir: config.dataDir,
      log: app.log,
      icCipher,
      media: createMediaService({ storage }),
    });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('forced shutdown after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { engine: database.engine, dataDir: config.dataDir, address },
    `Malaysia Pickleball Association site is running: open ${openUrl(config.publicUrl, address)}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
