import type { Database, DbExecutor } from './client';

export type TransactionRunner = <T>(work: (tx: DbExecutor) => Promise<T>) => Promise<T>;

export function transactionRunner(db: Database): TransactionRunner {
  return (work) => db.transaction((tx) => work(tx as unknown as DbExecutor));
}
