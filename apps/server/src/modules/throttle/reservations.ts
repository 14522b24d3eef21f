import { rateLimited } from '../../lib/errors';

import type { ThrottleRepository } from './throttle.repository';
import type { BackoffRule, ThrottleRule } from './throttle.service';

/** An attempt counted before its secret was checked; `release` un-counts it (the secret was right). */
export interface Reservation {
  release(): Promise<void>;
}

type Message = (retryAfterMinutes: number) => string;

function tooMany(message: Message, retryAfterMs: number) {
  const retryAfterSeconds = Math.max(1, retryAfterMs / 1000);
  return rateLimited(message(Math.max(1, Math.ceil(retryAfterSeconds / 60))), retryAfterSeconds);
}

/**
 * Limits on guessing a secret (passwords, codes, reset links), counted atomically across
 * processes: each attempt's event is written (and committed) first, then the events in the
 * window are counted. Of any two attempts, the later writer sees the earlier one, so however
 * many arrive at once, at most `limit` see a count within the limit. Counting first and writing
 * after the (slow) check let 100 parallel guesses all pass a limit of 10 (round 2, item 3).
 *
 * The writes run on the pool, one statement each, never inside a transaction (a transaction
 * would hide its event from the others until it commits). A refused attempt's event is removed
 * again, so refusals do not extend the wait.
 */
export function createReservations(repo: ThrottleRepository) {
  async function insertAll(rules: Pick<ThrottleRule, 'bucket' | 'key'>[]) {
    const ids: number[] = [];
    for (const rule of rules) ids.push(await repo.insert(rule.bucket, rule.key));
    return ids;
  }
  const reservation = (ids: number[]): Reservation => ({
    release: () => repo.removeByIds(ids),
  });

  /** The first rule whose window now holds more than `limit` events, with when it frees. */
  async function overLimit(rules: ThrottleRule[], now: number) {
    for (const rule of rules) {
      const { count, oldest } = await repo.countSince(
        rule.bucket,
        rule.key,
        new Date(now - rule.windowMs),
      );
      if (count > rule.limit) return (oldest?.getTime() ?? now) + rule.windowMs - now;
    }
    return null;
  }

  async function tryReserve(
    rules: ThrottleRule[],
  ): Promise<{ reservation: Reservation } | { waitMs: number }> {
    const now = Date.now();
    const ids = await insertAll(rules);
    const waitMs = await overLimit(rules, now);
    if (waitMs === null) return { reservation: reservation(ids) };
    await repo.removeByIds(ids);
    return { waitMs };
  }

  async function reserve(rules: ThrottleRule[], message: Message): Promise<Reservation> {
    const result = await tryReserve(rules);
    if ('waitMs' in result) throw tooMany(message, result.waitMs);
    return result.reservation;
  }

  return {
    /**
     * Counts one attempt under every rule (at most `limit` in `windowMs`); 429 with Retry-After
     * when one is spent. Keep the reservation when the secret was wrong, release it when right.
     */
    reserve,

    /**
     * Checks a secret under a limit of wrong tries: the attempt is reserved first (429 when
     * spent) and released when `check` says the secret was right. Returns what `check` said.
     */
    async guard(
      rules: ThrottleRule[],
      message: Message,
      check: () => Promise<boolean>,
    ): Promise<boolean> {
      const reservation = await reserve(rules, message);
      const ok = await check();
      if (ok) await reservation.release();
      return ok;
    },

    /** Like `reserve`, but null instead of a 429 (e.g. "at most one alert a day"). */
    async tryReserve(rules: ThrottleRule[]): Promise<Reservation | null> {
      const result = await tryReserve(rules);
      return 'reservation' in result ? result.reservation : null;
    },

    /**
     * Exponential back-off, reserved: with n ≥ free other events in the window, this attempt is
     * allowed only `base × 2^(n − free)` (at most the window) after the latest of them.
     */
    async reserveBackoff(rules: BackoffRule[], message: Message): Promise<Reservation> {
      const now = Date.now();
      const ids = await insertAll(rules);
      for (const [i, rule] of rules.entries()) {
        const { count, latest } = await repo.countSince(
          rule.bucket,
          rule.key,
          new Date(now - rule.windowMs),
          ids[i],
        );
        if (count < rule.free || !latest) continue;
        const delay = Math.min(
          (rule.baseDelayMs ?? 60_000) * 2 ** Math.min(count - rule.free, 30),
          rule.windowMs,
        );
        const freesAt = latest.getTime() + delay;
        if (now < freesAt) {
          await repo.removeByIds(ids);
          throw tooMany(message, freesAt - now);
        }
      }
      return reservation(ids);
    },
  };
}
