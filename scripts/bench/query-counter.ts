import { AsyncLocalStorage } from 'node:async_hooks';

import type { Logger } from 'drizzle-orm';

interface Tally {
  queries: number;
}

/**
 * Counts the SQL statements Drizzle sends on behalf of one request: the request runs inside
 * `count()`, and the logger adds to the tally of the async context it is called from, so timers
 * (mail outbox, portal worker) running meanwhile are not counted.
 */
export function createQueryCounter() {
  const storage = new AsyncLocalStorage<Tally>();
  const logger: Logger = {
    logQuery() {
      const tally = storage.getStore();
      if (tally) tally.queries++;
    },
  };
  return {
    logger,
    async count<T>(work: () => PromiseLike<T>): Promise<{ result: T; queries: number }> {
      const tally: Tally = { queries: 0 };
      // Awaited inside the context: app.inject() only starts when `then` is called.
      const result = await storage.run(tally, async () => await work());
      return { result, queries: tally.queries };
    },
  };
}

export type QueryCounter = ReturnType<typeof createQueryCounter>;
