import type { DataAccess } from '../lib/unit-of-work';

import type { Database, DbExecutor } from './client';

/**
 * The real `DataAccess`: `bind` builds the repositories for an executor, once on the pool and
 * once per transaction (repository factories only close over the executor, so this is cheap).
 */
export function createDataAccess<Repos>(
  db: Database,
  bind: (executor: DbExecutor) => Repos,
): DataAccess<Repos> {
  return {
    repos: bind(db),
    withTransaction: (work) => db.transaction((tx) => work(bind(tx as unknown as DbExecutor))),
  };
}
