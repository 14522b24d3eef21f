import { rateLimited } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { ThrottleRepository } from './throttle.repository';
import type { BackoffRule, ThrottleRule } from './throttle.types';

/** An attempt counted before its secret was checked; `release` un-counts it (the secret was right). */
export interface Reservation {
  release(): Promise<void>;
}

type Message = (retryAfterMinutes: number) => string;
type Rule = Pick<ThrottleRule, 'bucket' | 'key'>;

function tooMany(message: Message, retryAfterMs: number) {
  const retryAfterSeconds = Math.max(1, retryAfterMs / 1000);
  return rateLimited(message(Math.max(1, Math.ceil(retryAfterSeconds / 60))), retryAfterSeconds);
}

/**
 * Limits on guessing a secret (passwords, codes, reset links), counted atomically across
 * processes: in one transaction holding an advisory lock on each bucket and key, the events in
 * the window are counted and, when the limit allows, this attempt's event is written, before
 * the secret is checked. Counting first and writing after the (slow) check let 100 parallel
 * guesses all pass a limit of 10 (round 2, item 3). A right secret releases (deletes) the
 * event; a wrong one leaves it as the failure.
 */
export function createReservations(data: DataAccess<{ throttle: ThrottleRepository }>) {
  const reservation = (ids: number[]): Reservation => ({
    release: () => data.repos.throttle.removeByIds(ids),
  });

  /**
   * Under the locks of `rules`: `wait` returns how long a rule still refuses (or null), and
   * when none does, one event per rule is written.
   */
  function reserveWhen<R extends Rule>(
    rules: R[],
    wait: (repo: ThrottleRepository, rule: R, now: number) => Promise<number | null>,
  ): Promise<{ reservation: Reservation } | { waitMs: number }> {
    return data.withTransaction(async ({ throttle }) => {
      await throttle.lock(rules.map((r) => `${r.bucket}|${r.key}`));
      const now = Date.now();
      for (const rule of rules) {
        const waitMs = await wait(throttle, rule, now);
        if (waitMs !== null) return { waitMs };
      }
      const ids: number[] = [];
      for (const rule of rules) ids.push(await throttle.insert(rule.bucket, rule.key));
      return { reservation: reservation(ids) };
    });
  }

  /** At most `limit` events in the window: how long until the oldest leaves it, when full. */
  const whenFull = async (repo: ThrottleRepository, rule: ThrottleRule, now: number) => {
    const { count, oldest } = await repo.countSince(
      rule.bucket,
      rule.key,
      new Date(now - rule.windowMs),
    );
    return count < rule.limit ? null : (oldest?.getTime() ?? now) + rule.windowMs - now;
  };

  /** With n ≥ free events in the window, the next waits `base × 2^(n − free)` after the latest. */
  const whileBackingOff = async (repo: ThrottleRepository, rule: BackoffRule, now: number) => {
    const { count, latest } = await repo.countSince(
      rule.bucket,
      rule.key,
      new Date(now - rule.windowMs),
    );
    if (count < rule.free || !latest) return null;
    const delay = Math.min(
      (rule.baseDelayMs ?? 60_000) * 2 ** Math.min(count - rule.free, 30),
      rule.windowMs,
    );
    const freesAt = latest.getTime() + delay;
    return now < freesAt ? freesAt - now : null;
  };

  async function reserve(rules: ThrottleRule[], message: Message): Promise<Reservation> {
    const result = await reserveWhen(rules, whenFull);
    if ('waitMs' in result) throw tooMany(message, result.waitMs);
    return result.reservation;
  }

  return {
    /**
     * Counts one attempt under every rule (at most `limit` in `windowMs`); 429 with Retry-After
     * when one is spent. Keep the reservation when the secret was wrong, release it when right.
     */
    reserve,

    /** Like `reserve`, but null instead of a 429 (e.g. "at most one alert a day"). */
    async tryReserve(rules: ThrottleRule[]): Promise<Reservation | null> {
      const result = await reserveWhen(rules, whenFull);
      return 'reservation' in result ? result.reservation : null;
    },

    /**
     * Exponential back-off, reserved: 429 while a rule is backing off (`free` events in the
     * window, then each one doubles the wait after the latest, at most the window).
     */
    async reserveBackoff(rules: BackoffRule[], message: Message): Promise<Reservation> {
      const result = await reserveWhen(rules, whileBackingOff);
      if ('waitMs' in result) throw tooMany(message, result.waitMs);
      return result.reservation;
    },

    /**
     * Checks a secret under a limit of wrong tries: the attempt is reserved first (429 when
     * spent) and released when `check` says the secret was right. Returns what `check` said.
     */
    async guard(
      rules: ThrottleRule[],
      message: Message,
      check: () => Promise<boolean>,
    ): Promise<boolean> {
      const reserved = await reserve(rules, message);
      const ok = await check();
      if (ok) await reserved.release();
      return ok;
    },
  };
}
