import { afterEach, describe, expect, it, vi } from 'vitest';

import { createPollingWorker } from './polling-worker';

const log = { warn: vi.fn() };

afterEach(() => {
  vi.useRealTimers();
  log.warn.mockReset();
});

describe('polling worker', () => {
  it('drains full batches in one poll and stops at a short one', async () => {
    const sizes = [3, 3, 1];
    const processBatch = vi.fn(async () => sizes.shift() ?? 0);
    const worker = createPollingWorker({
      name: 't',
      intervalMs: 1000,
      batchSize: 3,
      log,
      processBatch,
    });
    await expect(worker.runOnce()).resolves.toBe(7);
    expect(processBatch).toHaveBeenCalledTimes(3);
    expect(processBatch).toHaveBeenCalledWith(3);
  });

  it('runs one poll at a time: a kick during a poll joins it', async () => {
    let release!: () => void;
    const processBatch = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          release = () => resolve(0);
        }),
    );
    const worker = createPollingWorker({ name: 't', intervalMs: 1000, log, processBatch });
    const first = worker.runOnce();
    worker.kick();
    const second = worker.runOnce();
    release();
    await Promise.all([first, second]);
    expect(processBatch).toHaveBeenCalledOnce();
  });

  it('backs off after failures (doubling, capped) and returns to the interval on success', async () => {
    vi.useFakeTimers();
    const outcomes = [false, false, false, true, true];
    const calls: number[] = [];
    const processBatch = vi.fn(async () => {
      calls.push(Date.now());
      if (!outcomes.shift()) throw new Error('database away');
      return 0;
    });
    const worker = createPollingWorker({
      name: 'outbox',
      intervalMs: 1000,
      maxBackoffMs: 3000,
      log,
      processBatch,
    });
    const start = Date.now();
    worker.start();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 3000 + 3000 + 1000);
    await worker.stop();
    expect(calls.map((at) => at - start)).toEqual([1000, 3000, 6000, 9000, 10000]);
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ worker: 'outbox', failures: 3 }),
      'outbox poll failed',
    );
  });

  it('stop waits for the poll under way and no poll follows', async () => {
    vi.useFakeTimers();
    let finished = false;
    const processBatch = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 500));
      finished = true;
      return 0;
    });
    const worker = createPollingWorker({ name: 't', intervalMs: 100, log, processBatch });
    worker.start();
    await vi.advanceTimersByTimeAsync(150);
    const stopped = worker.stop();
    await vi.advanceTimersByTimeAsync(500);
    await stopped;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(processBatch).toHaveBeenCalledOnce();
  });
});
