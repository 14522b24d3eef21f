import { rateLimited } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import { createReservations } from './reservations';
import type { ThrottleRepos, ThrottleRule } from './throttle.types';
import { createWindowLimiter } from './window-limiter';

/**
 * Sliding-window rate limits stored in the database, so that every server process sees the
 * same counts. Limits on guessing a secret use the reservations (counted before the check,
 * atomically); `assertAllowed` + `record` suit only limits where a few extra under a burst do
 * no harm.
 */
export function createThrottleService({ data }: { data: DataAccess<ThrottleRepos> }) {
  const repo = data.repos.throttle;
  const windows = createWindowLimiter(repo);
  return {
    ...createReservations(data),
    /** Throws 429 (with Retry-After) when any rule's window already holds `limit` events. */
    async assertAllowed(rules: ThrottleRule[], message: (retryAfterMinutes: number) => string) {
      const now = Date.now();
      for (const rule of rules) {
        const { count, oldest } = await repo.countSince(
          rule.bucket,
          rule.key,
          new Date(now - rule.windowMs),
        );
        if (count >= rule.limit) {
          const freesAt = (oldest?.getTime() ?? now) + rule.windowMs;
          const retryAfterSeconds = Math.max(1, (freesAt - now) / 1000);
          throw rateLimited(
            message(Math.max(1, Math.ceil(retryAfterSeconds / 60))),
            retryAfterSeconds,
          );
        }
      }
    },
    /**
     * Counts this request in a fixed window (e.g. the current minute) and throws 429 once the
     * window holds more than `limit`, across processes, with no database write per request
     * (window-limiter.ts): for busy public endpoints such as card checks.
     */
    consumeWindow: windows.consume,
    /** Adds this process's window hits to the shared counts (the module's flush worker). */
    flushWindows: windows.flush,
    /** Events of a bucket and key in the last `windowMs`. */
    async count(bucket: string, key: string, windowMs: number) {
      return (await repo.countSince(bucket, key, new Date(Date.now() - windowMs))).count;
    },
    async record(rules: Pick<ThrottleRule, 'bucket' | 'key'>[]) {
      for (const rule of rules) await repo.insert(rule.bucket, rule.key);
    },
    async clear(rule: Pick<ThrottleRule, 'bucket' | 'key'>) {
      await repo.removeForKey(rule.bucket, rule.key);
    },
    async prune(olderThanMs = 24 * 3_600_000) {
      await repo.pruneBefore(new Date(Date.now() - olderThanMs));
    },
  };
}

export type ThrottleService = ReturnType<typeof createThrottleService>;
