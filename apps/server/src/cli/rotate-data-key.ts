/**
 * `npm run keys:rotate`: re-encrypts everything sealed with the data key under the current key
 * (the first entry of DATA_ENCRYPTION_KEY): IC numbers (players' and those in correction
 * requests) and authenticator secrets; it first seals any still stored in plain text. Batches
 * commit one by one, so after a crash or Ctrl-C running it again carries on where it stopped
 * (ADR 015, ADR 012).
 *
 *   DATA_ENCRYPTION_KEY="2026b:<new>,2026a:<old>" DATA_HASH_KEY=… npm run keys:rotate
 *
 * Keep the old key in the list until this reports no value under it (and for the 7 days data
 * exports live, ADR 016).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { createDataAccess } from '../db/unit-of-work';
import { loadOrCreateDevDataKeys } from '../lib/personal-data/data-keys';
import { createIcCipher } from '../lib/personal-data/ic-cipher';
import { createValueCipher } from '../lib/personal-data/value-cipher';
import { createIcVault } from '../modules/players/index';
import { createTwoFactorVault } from '../modules/two-factor/index';
import { createRepositories } from '../repositories';

async function main() {
  const { values } = parseArgs({ options: { 'batch-size': { type: 'string', default: '500' } } });
  const batchSize = Number(values['batch-size']);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    console.error('--batch-size must be a whole number from 1 to 10000');
    process.exit(2);
  }
  const config = loadConfig();
  const dataKeys =
    config.dataKeys ??
    (await loadOrCreateDevDataKeys(config.dataDir, (message) => console.warn(message)));
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'embedded', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    const data = createDataAccess(database.db, createRepositories);
    const vault = createIcVault({ data, cipher: createIcCipher(dataKeys) });
    const secrets = createTwoFactorVault({ data, cipher: createValueCipher(dataKeys) });
    const plain = await vault.encryptPlain({
      batchSize,
      onBatch: ({ done }) => console.log(`sealed ${done} plain IC numbers`),
    });
    const rotated = await vault.rotate({
      batchSize,
      onBatch: ({ done, batches }) =>
        console.log(
          `re-encrypted ${done} IC numbers under "${dataKeys.currentKeyId}" (${batches} batches)`,
        ),
    });
    const plainSecrets = await secrets.sealPlain({
      batchSize,
      onBatch: ({ done }) => console.log(`sealed ${done} plain authenticator secrets`),
    });
    const rotatedSecrets = await secrets.rotate({
      batchSize,
      onBatch: ({ done, batches }) =>
        console.log(
          `re-encrypted ${done} authenticator secrets under "${dataKeys.currentKeyId}" (${batches} batches)`,
        ),
    });
    console.log(`done: ${plain.done} sealed, ${rotated.done} re-encrypted. IC numbers by key:`);
    for (const { keyId, count } of await vault.countByKey()) console.log(`  ${keyId}: ${count}`);
    console.log(
      `${plainSecrets.done} sealed, ${rotatedSecrets.done} re-encrypted. Authenticator secrets by key:`,
    );
    for (const { keyId, count } of await secrets.countByKey()) console.log(`  ${keyId}: ${count}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
