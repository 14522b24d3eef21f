import type { FastifyBaseLogger } from 'fastify';

export interface PollingWorkerOptions {
  /** Named in log lines. */
  name: string;
  /**
   * Handles up to `limit` due items and says how many it handled. Rows are claimed with
   * `FOR UPDATE SKIP LOCKED` inside one transaction, so every server process can run the same
   * worker without two of them handling an item at once.
   */
  processBatch(limit: number): Promise<number>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Pause between polls while all is well. */
  intervalMs: number;
  batchSize?: number;
  /** After a failed poll the pause doubles, up to this, and returns to `intervalMs` on success. */
  maxBackoffMs?: number;
}

export interface PollingWorker {
  /** Polls every `intervalMs` from now on (timers do not keep the process alive). */
  start(): void;
  /** Polls now (after a commit that queued work) unless a poll is under way. */
  kick(): void;
  /** One poll, draining full batches; resolves with the number of items handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a poll under way to finish. */
  stop(): Promise<void>;
}

/** A drained queue stops after this many full batches in a row, so other work gets a turn. */
const MAX_BATCHES_PER_POLL = 50;

/** The one loop behind every outbox: poll, drain in batches, back off on failure, stop cleanly. */
export function createPollingWorker(options: PollingWorkerOptions): PollingWorker {
  const batchSize = options.batchSize ?? 20;
  const maxBackoffMs = options.maxBackoffMs ?? 10 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStarted = false;
  let failures = 0;

  async function drain(): Promise<number> {
    let handled = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_POLL; batch++) {
      const count = await options.processBatch(batchSize);
      handled += count;
      if (count < batchSize) break;
    }
    return handled;
  }

  function nextDelay(): number {
    if (failures === 0) return options.intervalMs;
    return Math.min(options.intervalMs * 2 ** failures, maxBackoffMs);
  }

  function schedule() {
    if (!isStarted) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void poll().finally(schedule);
    }, nextDelay());
    timer.unref();
  }

  function poll(): Promise<number> {
    running ??= drain()
      .then(
        (count) => {
          failures = 0;
          return count;
        },
        (err: unknown) => {
          failures += 1;
          options.log.warn({ err, worker: options.name, failures }, `${options.name} poll failed`);
          return 0;
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    start() {
      if (isStarted) return;
      isStarted = true;
      schedule();
    },
    kick() {
      void poll();
    },
    runOnce: poll,
    async stop() {
      isStarted = false;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
