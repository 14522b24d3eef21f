import type { DataAccess } from './unit-of-work';

export interface UpkeepRun {
  /** Rows changed. */
  done: number;
  /** Batches committed. */
  batches: number;
  /** True when nothing is left to do. */
  finished: boolean;
}

export interface UpkeepOptions {
  batchSize?: number;
  /** Stop after this many batches (a resumable run does the rest). */
  maxBatches?: number;
  onBatch?: (run: UpkeepRun) => void;
}

/**
 * Upkeep of stored data in batches (sealing values stored in clear, re-encrypting under a new
 * key): each batch is its own transaction, so a crash loses at most the batch in flight, and the
 * work left is read from the data itself, so running again resumes where the last run stopped.
 * `batch` changes up to `limit` rows and says how many it changed.
 */
export async function runInBatches<R>(
  data: DataAccess<R>,
  batch: (repos: R, limit: number) => Promise<number>,
  options: UpkeepOptions = {},
): Promise<UpkeepRun> {
  const limit = options.batchSize ?? 500;
  const progress: UpkeepRun = { done: 0, batches: 0, finished: false };
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
