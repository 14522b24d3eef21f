import type { IcCipher } from '../../lib/personal-data/ic-cipher';
import type { DataAccess } from '../../lib/unit-of-work';

import type { IcVaultRepository } from './ic-vault.repository';

export interface IcVaultRepos {
  icVault: IcVaultRepository;
}

export interface IcVaultRun {
  /** Rows changed. */
  done: number;
  /** Batches committed. */
  batches: number;
  /** True when nothing is left to do. */
  finished: boolean;
}

export interface IcVaultOptions {
  batchSize?: number;
  /** Stop after this many batches (a resumable run does the rest). */
  maxBatches?: number;
  onBatch?: (run: IcVaultRun) => void;
}

/**
 * Batched upkeep of the IC columns. Each batch is its own transaction, so a crash loses at most
 * the batch in flight, and the work left is read from the data itself (plain numbers, or values
 * under an old key id): running again resumes where the last run stopped. Two runs at once share
 * the work (`SKIP LOCKED`).
 */
export function createIcVault(deps: { data: DataAccess<IcVaultRepos>; cipher: IcCipher }) {
  const { data, cipher } = deps;

  async function run(
    batch: (repos: IcVaultRepos, limit: number) => Promise<number>,
    options: IcVaultOptions,
  ): Promise<IcVaultRun> {
    const limit = options.batchSize ?? 500;
    const progress: IcVaultRun = { done: 0, batches: 0, finished: false };
    while (options.maxBatches === undefined || progress.batches < options.maxBatches) {
      const changed = await data.withTransaction((repos) => batch(repos, limit));
      if (changed === 0) return { ...progress, finished: true };
      progress.done += changed;
      progress.batches += 1;
      options.onBatch?.({ ...progress });
      if (changed < limit) return { ...progress, finished: true };
    }
    return progress;
  }

  return {
    /** Encrypts IC numbers stored in plain text (rows from before ADR 015) and clears them. */
    encryptPlain: (options: IcVaultOptions = {}) =>
      run(async ({ icVault }, limit) => {
        const rows = await icVault.lockPlainBatch(limit);
        for (const row of rows) await icVault.storeSealed(row.id, cipher.seal(row.icNumber!));
        return rows.length;
      }, options),

    /** Re-encrypts every value under the current key (`DATA_ENCRYPTION_KEY`'s first entry). */
    rotate: (options: IcVaultOptions = {}) =>
      run(async ({ icVault }, limit) => {
        const rows = await icVault.lockStaleKeyBatch(cipher.currentKeyId, limit);
        for (const row of rows) {
          const plain = cipher.open({ icCiphertext: row.icCiphertext!, icKeyId: row.icKeyId! });
          await icVault.storeSealed(row.id, cipher.seal(plain));
        }
        return rows.length;
      }, options),

    countByKey: () => data.repos.icVault.countByKey(),
  };
}

export type IcVault = ReturnType<typeof createIcVault>;
