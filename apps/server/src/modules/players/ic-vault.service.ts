import { runInBatches, type UpkeepOptions, type UpkeepRun } from '../../lib/batched-upkeep';
import type { IcCipher } from '../../lib/personal-data/ic-cipher';
import type { DataAccess } from '../../lib/unit-of-work';

import type { IcVaultRepository } from './ic-vault.repository';

export interface IcVaultRepos {
  icVault: IcVaultRepository;
}

export type IcVaultRun = UpkeepRun;
export type IcVaultOptions = UpkeepOptions;

/**
 * Batched upkeep of the IC columns (players, and the numbers requested in "Correct my data").
 * Each batch is its own transaction, so a crash loses at most the batch in flight, and the work
 * left is read from the data itself (plain numbers, or values under an old key id): running again
 * resumes where the last run stopped. Two runs at once share the work (`SKIP LOCKED`).
 */
export function createIcVault(deps: { data: DataAccess<IcVaultRepos>; cipher: IcCipher }) {
  const { data, cipher } = deps;
  const run = (
    batch: (repos: IcVaultRepos, limit: number) => Promise<number>,
    options: IcVaultOptions,
  ) => runInBatches(data, batch, options);

  return {
    /** Encrypts IC numbers stored in plain text (rows from before ADR 015) and clears them. */
    encryptPlain: (options: IcVaultOptions = {}) =>
      run(async ({ icVault }, limit) => {
        const rows = await icVault.lockPlainBatch(limit);
        for (const row of rows) await icVault.storeSealed(row.id, cipher.seal(row.icNumber!));
        return rows.length;
      }, options),

    /**
     * Re-encrypts every value under the current key (`DATA_ENCRYPTION_KEY`'s first entry):
     * players' numbers, then those waiting in correction requests (an officer's approval copies
     * the sealed value to the player, so it must open once the old key is gone).
     */
    rotate: (options: IcVaultOptions = {}) =>
      run(async ({ icVault }, limit) => {
        const rows = await icVault.lockStaleKeyBatch(cipher.currentKeyId, limit);
        for (const row of rows) {
          const plain = cipher.open({ icCiphertext: row.icCiphertext!, icKeyId: row.icKeyId! });
          await icVault.storeSealed(row.id, cipher.seal(plain));
        }
        const requests =
          rows.length < limit
            ? await icVault.lockStaleRequestBatch(cipher.currentKeyId, limit - rows.length)
            : [];
        for (const request of requests) {
          const plain = cipher.open({
            icCiphertext: request.icCiphertext!,
            icKeyId: request.icKeyId!,
          });
          const { icCiphertext, icKeyId } = cipher.seal(plain);
          await icVault.storeRequestSealed(request.id, { icCiphertext, icKeyId });
        }
        return rows.length + requests.length;
      }, options),

    countByKey: () => data.repos.icVault.countByKey(),
  };
}

export type IcVault = ReturnType<typeof createIcVault>;
