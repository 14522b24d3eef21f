import { rateLimited } from '../../lib/errors';

/** What is counted, the limit and the window's length. */
export interface WindowRule {
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
}

interface Window {
  bucket: string;
  key: string;
  start: number;
  /** Hits in this process not yet added to the shared count. */
  pending: number;
  /** Hits being added to the shared count right now (counted until the total comes back). */
  flushing: number;
  /** The shared count (every process) as of this process's last flush. */
  known: number;
}

export interface WindowStore {
  /** Adds `hits` to the window's shared count and returns the new total. */
  addToWindow(bucket: string, key: string, windowStart: Date, hits: number): Promise<number>;
}

/**
 * Fixed-window limits for busy public endpoints (card checks), counted across processes without
 * a database write per request: each process counts locally and adds its hits to the shared
 * row in one statement per key every flush (a quarter of a second by default), reading back
 * the total. A request is refused once the shared total known here plus this process's
 * unflushed hits pass the limit, so the limit holds across processes to within one flush.
 */
export function createWindowLimiter(store: WindowStore) {
  const windows = new Map<string, Window>();

  return {
    consume(rule: WindowRule, message: (retryAfterSeconds: number) => string, now = Date.now()) {
      const start = now - (now % rule.windowMs);
      const id = `${rule.bucket}|${rule.key}|${start}`;
      let window = windows.get(id);
      if (!window) {
        window = { bucket: rule.bucket, key: rule.key, start, pending: 0, flushing: 0, known: 0 };
        windows.set(id, window);
      }
      window.pending += 1;
      if (window.known + window.flushing + window.pending > rule.limit) {
        const retryAfterSeconds = Math.max(1, (start + rule.windowMs - now) / 1000);
        throw rateLimited(message(Math.ceil(retryAfterSeconds)), retryAfterSeconds);
      }
    },

    /** Adds local hits to the shared counts; forgets windows that have ended. */
    async flush(now = Date.now()): Promise<number> {
      let flushed = 0;
      for (const [id, window] of windows) {
        if (window.pending > 0) {
          const hits = window.pending;
          window.pending = 0;
          window.flushing += hits;
          try {
            window.known = await store.addToWindow(
              window.bucket,
              window.key,
              new Date(window.start),
              hits,
            );
          } catch (err) {
            window.pending += hits;
            throw err;
          } finally {
            window.flushing -= hits;
          }
          flushed += 1;
        }
        // A window a minute past its start (the longest one used) is over.
        if (window.pending === 0 && window.flushing === 0 && now - window.start > 120_000)
          windows.delete(id);
      }
      return flushed;
    },
  };
}
