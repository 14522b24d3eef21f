import { describe, expect, it } from 'vitest';

import { AppError } from '../../lib/errors';

import { createWindowLimiter, type WindowStore } from './window-limiter';

/** The shared count, as the database keeps it for every process. */
function sharedStore(): WindowStore & { totals: Map<string, number> } {
  const totals = new Map<string, number>();
  return {
    totals,
    async addToWindow(bucket, key, start, hits) {
      const id = `${bucket}|${key}|${start.getTime()}`;
      const total = (totals.get(id) ?? 0) + hits;
      totals.set(id, total);
      return total;
    },
  };
}

const rule = { bucket: 'card-verify', key: '203.0.113.7', limit: 5, windowMs: 60_000 };
const message = () => 'Too many';
const T0 = 1_800_000_000_000; // a window's start (a multiple of a minute)

function refused(fn: () => void): boolean {
  try {
    fn();
    return false;
  } catch (err) {
    if (err instanceof AppError && err.status === 429) return true;
    throw err;
  }
}

describe('window limiter', () => {
  it('refuses past the limit within one process, and starts again in the next window', () => {
    const limiter = createWindowLimiter(sharedStore());
    for (let i = 0; i < 5; i++)
      expect(refused(() => limiter.consume(rule, message, T0 + i))).toBe(false);
    expect(refused(() => limiter.consume(rule, message, T0 + 10))).toBe(true);
    expect(refused(() => limiter.consume(rule, message, T0 + 60_000))).toBe(false);
  });

  it('counts across processes once each has flushed', async () => {
    const store = sharedStore();
    const a = createWindowLimiter(store);
    const b = createWindowLimiter(store);
    for (let i = 0; i < 3; i++) a.consume(rule, message, T0 + i);
    await a.flush(T0 + 5);
    b.consume(rule, message, T0 + 6);
    await b.flush(T0 + 7); // b now knows the shared total: 4
    b.consume(rule, message, T0 + 8); // 5th
    expect(refused(() => b.consume(rule, message, T0 + 9))).toBe(true);
    await b.flush(T0 + 10);
    expect(refused(() => a.consume(rule, message, T0 + 11))).toBe(false); // a has not flushed since
    await a.flush(T0 + 12);
    expect(refused(() => a.consume(rule, message, T0 + 13))).toBe(true);
  });

  it('counts the hits of a flush still under way (issue 39: requests passed the limit meanwhile)', async () => {
    const store = sharedStore();
    let release = () => {};
    const limiter = createWindowLimiter({
      addToWindow: (...args) =>
        new Promise((resolve) => {
          release = () => resolve(store.addToWindow(...args));
        }),
    });
    for (let i = 0; i < 3; i++) limiter.consume(rule, message, T0 + i);
    const flushed = limiter.flush(T0 + 3);
    limiter.consume(rule, message, T0 + 4);
    limiter.consume(rule, message, T0 + 5); // 5th
    expect(refused(() => limiter.consume(rule, message, T0 + 6))).toBe(true);
    release();
    await flushed;
    expect(refused(() => limiter.consume(rule, message, T0 + 7))).toBe(true);
  });

  it('keeps unflushed hits when the database is unreachable', async () => {
    let isDown = true;
    const store = sharedStore();
    const limiter = createWindowLimiter({
      addToWindow: (...args) =>
        isDown ? Promise.reject(new Error('down')) : store.addToWindow(...args),
    });
    limiter.consume(rule, message, T0);
    limiter.consume(rule, message, T0 + 1);
    await expect(limiter.flush(T0 + 2)).rejects.toThrow('down');
    isDown = false;
    await limiter.flush(T0 + 3);
    expect([...store.totals.values()]).toEqual([2]);
  });
});
