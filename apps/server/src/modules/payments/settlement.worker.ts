import type { FastifyBaseLogger } from 'fastify';

import type { PollingWorker } from '../../lib/polling-worker';

/**
 * The loop that runs the settlement (ADR 027): woken in-process by each recorded event and by a
 * timer (events another process recorded, retries that came due). A wake-up during a run makes
 * the run go round once more, so an event recorded just after a batch was taken is not left for
 * the timer. Batches follow one another until fewer than `batchSize` were due.
 */
export function createSettlementWorker(options: {
  settleBatch(limit: number): Promise<number>;
  intervalMs: number;
  batchSize: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): PollingWorker & { wake(): Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let isStarted = false;
  let handled = 0;

  async function loop() {
    do {
      again = false;
      for (;;) {
        const count = await options.settleBatch(options.batchSize);
        handled += count;
        if (count < options.batchSize) break;
      }
    } while (again);
  }

  /** Runs now, or once more after the run under way; resolves when that run is over. */
  function wake(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((err: unknown) => {
        options.log.warn({ err }, 'payment settlement failed');
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule() {
    if (!isStarted || options.intervalMs <= 0) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void wake().finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }

  return {
    wake,
    start() {
      if (isStarted) return;
      isStarted = true;
      schedule();
    },
    kick() {
      void wake();
    },
    async runOnce() {
      const before = handled;
      await wake();
      return handled - before;
    },
    async stop() {
      isStarted = false;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
