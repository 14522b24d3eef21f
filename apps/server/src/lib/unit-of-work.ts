/**
 * How services reach the database without seeing it (ADR 008). A service declares the
 * repositories it needs as an interface (`{ posts: PostsRepository; reports: ReportsPort }`) and
 * receives a `DataAccess` of them: `repos` for single statements, `withTransaction` for work that
 * must commit or roll back as one. The composition root binds the real repositories; unit tests
 * pass in-memory ones.
 */
export interface DataAccess<Repos> {
  /** Repositories on the connection pool: each call is its own statement. */
  readonly repos: Repos;
  /**
   * Runs `work` in one transaction, with every repository bound to it. It commits when `work`
   * resolves and rolls back when it throws (the error is rethrown).
   */
  withTransaction<T>(work: (repos: Repos) => Promise<T>): Promise<T>;
}

/**
 * A `DataAccess` over plain objects, for service unit tests: `withTransaction` simply runs the
 * work with the same repositories (nothing to roll back in memory).
 */
export function inMemoryDataAccess<Repos>(repos: Repos): DataAccess<Repos> & {
  /** How many transactions were opened: tests of "all in one transaction" rules read it. */
  transactions: () => number;
} {
  let opened = 0;
  return {
    repos,
    async withTransaction(work) {
      opened += 1;
      return work(repos);
    },
    transactions: () => opened,
  };
}
