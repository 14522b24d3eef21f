import { runInBatches, type UpkeepOptions, type UpkeepRun } from '../../lib/batched-upkeep';
import type { IcCipher } from '../../lib/personal-data/ic-cipher';
import type { DataAccess } from '../../lib/unit-of-work';

import type { IcVaultRepository, SealedIcTable } from './ic-vault.repository';

/** Sealed numbers besides the players' own: guardians', and those asked for in corrections. */
const OTHER_SEALED: readonly SealedIcTable[] = ['guardians', 'corrections'];

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
     * Re-encrypts every value under the current key (`DATA_ENCRYPTION_KEY`'s first entry): the
     * players' numbers, then guardians' and correction requests', so an old key can go once
     * `countByKey` shows none under it.
     */
    async rotate(options: IcVaultOptions = {}): Promise<IcVaultRun> {
      const total: IcVaultRun = { done: 0, batches: 0, finished: true };
      const passes: ((repos: IcVaultRepos, limit: number) => Promise<number>)[] = [
        async ({ icVault }, limit) => {
          const rows = await icVault.lockStaleKeyBatch(cipher.currentKeyId, limit);
          for (const row of rows) {
            const plain = cipher.open({ icCiphertext: row.icCiphertext!, icKeyId: row.icKeyId! });
            await icVault.storeSealed(row.id, cipher.seal(plain));
          }
          return rows.length;
        },
        ...OTHER_SEALED.map((which) => async ({ icVault }: IcVaultRepos, limit: number) => {
          const rows = await icVault.lockStaleSealedBatch(which, cipher.currentKeyId, limit);
          for (const row of rows) {
            const plain = cipher.open({ icCiphertext: row.icCiphertext!, icKeyId: row.icKeyId! });
            await icVault.storeResealed(which, row.id, cipher.seal(plain));
          }
          return rows.length;
        }),
      ];
      for (const pass of passes) {
        const left =
          options.maxBatches === undefined ? undefined : options.maxBatches - total.batches;
        if (left !== undefined && left <= 0) return { ...total, finished: false };
        const before = { ...total };
        const part = await run(pass, {
          ...options,
          maxBatches: left,
          onBatch: (p) =>
            options.onBatch?.({
              ...p,
              done: before.done + p.done,
              batches: before.batches + p.batches,
            }),
        });
        total.done += part.done;
        total.batches += part.batches;
        if (!part.finished) return { ...total, finished: false };
      }
      return total;
    },

    /** Values per key id across every sealed column ('plain': players' not yet sealed). */
    async countByKey() {
      const counts = new Map<string, number>();
      const add = (rows: { keyId: string; count: number }[]) => {
        for (const { keyId, count } of rows) counts.set(keyId, (counts.get(keyId) ?? 0) + count);
      };
      add(await data.repos.icVault.countByKey());
      for (const which of OTHER_SEALED) add(await data.repos.icVault.countSealedByKey(which));
      return [...counts].map(([keyId, count]) => ({ keyId, count }));
    },
  };
}

export type IcVault = ReturnType<typeof createIcVault>;
