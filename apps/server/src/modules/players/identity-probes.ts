import { AppError } from '../../lib/errors';
import type { ThrottleService } from '../throttle/index';

export interface IdentityProbeLimits {
  perMinute: number;
  perDay: number;
}

/**
 * Where bursts of refused lookups are reported for staff (the audit log's security events);
 * `playerId` when a signed-in player made them.
 */
export type ReportBurst = (event: { action: string; ip: string; playerId?: string }) => void;

/** The lookups that can tell whether an identity is registered. */
export type IdentityProbeKind = 'check-ic' | 'register' | 'correction';

/** Who is asking: the address, and the player when signed in (counted separately). */
export interface ProbeCaller {
  ip: string;
  playerId?: string;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Calls that reveal (or could reveal) whether an identity is registered (the IC check,
 * registration's "already taken" answers, a correction request's IC number) are counted per
 * address, and per player when signed in, per minute and per day (holes 1 and 4, round 2 item 1).
 * Each call is reserved atomically (the throttle's reservations), so parallel calls cannot all
 * slip under the limit. A refused call is reported once per caller and minute, so staff see
 * bursts.
 */
export function createIdentityProbes(deps: {
  throttle: ThrottleService;
  limits: IdentityProbeLimits;
  reportBurst: ReportBurst;
}) {
  const { throttle, limits } = deps;
  const reported = new Map<string, number>();

  /** Once a minute per address and per player: a burst seen by either was reported already. */
  function reportOnce(action: string, caller: ProbeCaller) {
    const keys = [`${action}|${caller.ip}`];
    if (caller.playerId) keys.push(`${action}|player:${caller.playerId}`);
    const now = Date.now();
    if (keys.some((key) => (reported.get(key) ?? 0) > now - MINUTE)) return;
    if (reported.size > 10_000) reported.clear();
    for (const key of keys) reported.set(key, now);
    deps.reportBurst({ action, ...caller });
  }

  return {
    /**
     * Counts one lookup of kind `what`; 429 ("Too many <noun>. Try again in …") once the
     * caller's minute or day budget is spent.
     */
    async admit(what: IdentityProbeKind, caller: ProbeCaller, noun: string) {
      const bucket = `identity-probe:${what}`;
      const keys = [caller.ip, ...(caller.playerId ? [`player:${caller.playerId}`] : [])];
      try {
        // Reserved atomically: a burst of parallel calls admits exactly the limit.
        await throttle.reserve(
          keys.flatMap((key) => [
            { bucket, key, limit: limits.perMinute, windowMs: MINUTE },
            { bucket: `${bucket}:day`, key, limit: limits.perDay, windowMs: DAY },
          ]),
          (m) => `Too many ${noun}. Try again in ${m} minute${m === 1 ? '' : 's'}.`,
        );
      } catch (err) {
        if (err instanceof AppError && err.status === 429)
          reportOnce(`security.${what}-throttled`, caller);
        throw err;
      }
    },
  };
}

export type IdentityProbes = ReturnType<typeof createIdentityProbes>;
