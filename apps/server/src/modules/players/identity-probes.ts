import type { ThrottleService } from '../throttle/index';

export interface IdentityProbeLimits {
  perMinute: number;
  perDay: number;
}

/** Where bursts of refused lookups are reported for staff (the audit log's security events). */
export type ReportBurst = (event: { action: string; ip: string }) => void;

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Calls that reveal whether an identity is registered (the IC check, registration's "already
 * taken" answers) are counted per address, per minute and per day (holes 1 and 4 of the attack
 * run). A refused call is reported once per address and minute, so staff see bursts.
 */
export function createIdentityProbes(deps: {
  throttle: ThrottleService;
  limits: IdentityProbeLimits;
  reportBurst: ReportBurst;
}) {
  const { throttle, limits } = deps;
  const reported = new Map<string, number>();

  function reportOnce(action: string, ip: string) {
    const key = `${action}|${ip}`;
    const now = Date.now();
    if ((reported.get(key) ?? 0) > now - MINUTE) return;
    if (reported.size > 10_000) reported.clear();
    reported.set(key, now);
    deps.reportBurst({ action, ip });
  }

  return {
    /** Counts one lookup of kind `what` from `ip`; 429 once the minute's or day's budget is spent. */
    async admit(what: 'check-ic' | 'register', ip: string, noun: string) {
      const bucket = `identity-probe:${what}`;
      try {
        await throttle.assertAllowed(
          [
            { bucket, key: ip, limit: limits.perMinute, windowMs: MINUTE },
            { bucket, key: ip, limit: limits.perDay, windowMs: DAY },
          ],
          (m) =>
            `Too many ${noun} from this network. Try again in ${m} minute${m === 1 ? '' : 's'}.`,
        );
      } catch (err) {
        reportOnce(`security.${what}-throttled`, ip);
        throw err;
      }
      await throttle.record([{ bucket, key: ip }]);
    },
  };
}

export type IdentityProbes = ReturnType<typeof createIdentityProbes>;
