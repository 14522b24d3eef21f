import { rateLimited } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { ThrottleRepository } from './throttle.repository';

export interface ThrottleRepos {
  throttle: ThrottleRepository;
}

export interface ThrottleRule {
  /** What is counted, e.g. `admin-login-failure:username`. */
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Sliding-window rate limits stored in the database, so that every server process sees the
 * same counts.
 */
export function createThrottleService({ data }: { data: DataAccess<ThrottleRepos> }) {
  const repo = data.repos.throttle;
  return {
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
    async record(rules: ThrottleRule[]) {
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
