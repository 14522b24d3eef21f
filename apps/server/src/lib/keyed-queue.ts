/**
 * One at a time per key, in this process: work for a busy key waits here, in memory, in arrival
 * order, instead of holding a database connection while it waits for a row lock. The database
 * lock stays the source of truth across processes; this only keeps one process from queueing
 * hundreds of transactions (and its whole pool) behind one row.
 *
 * A waiter gives up after `maxWaitMs` with `onTimeout()`'s error (nothing ran).
 */
export function createKeyedQueue(options: { maxWaitMs: number; onTimeout: () => Error }) {
  /** Waiters per busy key (an empty line: the key is busy, nobody waits). */
  const lines = new Map<string, (() => void)[]>();

  function release(key: string) {
    const line = lines.get(key);
    const next = line?.shift();
    if (next) next();
    else lines.delete(key);
  }

  function turn(key: string): Promise<void> {
    const line = lines.get(key);
    if (!line) {
      lines.set(key, []);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = line.indexOf(go);
        if (at >= 0) line.splice(at, 1);
        reject(options.onTimeout());
      }, options.maxWaitMs);
      line.push(go);
    });
  }

  return {
    /** Runs `work` when every earlier `run` for `key` in this process has finished. */
    async run<T>(key: string, work: () => Promise<T>): Promise<T> {
      await turn(key);
      try {
        return await work();
      } finally {
        release(key);
      }
    },
    /** How many wait for `key` (not counting the one running). */
    waiting: (key: string) => lines.get(key)?.length ?? 0,
  };
}
