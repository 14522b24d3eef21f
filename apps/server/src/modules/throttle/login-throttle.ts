import type { ThrottleService } from './throttle.service';

export interface LoginLimits {
  /** Failures of one username from one address before its waits start doubling. */
  perUsername: number;
  /** Failures from one address (any usernames) before its waits start doubling. */
  perIp: number;
  windowMs: number;
}

const DAY = 86_400_000;

export const TOO_MANY_FAILED_LOGINS = (m: number) =>
  `Too many failed login attempts. Try again in ${m} minute${m === 1 ? '' : 's'}.`;

/**
 * Failed sign-ins are throttled per (username, address) and per address with exponential
 * back-off, never per username alone: a stranger's wrong guesses cannot lock the owner out
 * (hole 2 of the attack run). Failures of a username across all addresses are still counted,
 * so the owner can be told (at most once a day) that someone is trying their password.
 */
export function createLoginThrottle(
  throttle: ThrottleService,
  kind: 'admin' | 'player',
  limits: LoginLimits,
) {
  const name = (username: string) => username.trim().toLowerCase();
  const rules = (username: string, ip: string) => [
    {
      bucket: `${kind}-login-failure:username-ip`,
      key: `${name(username)}|${ip}`,
      free: limits.perUsername,
      windowMs: limits.windowMs,
    },
    {
      bucket: `${kind}-login-failure:ip`,
      key: ip,
      free: limits.perIp,
      windowMs: limits.windowMs,
    },
  ];
  const usernameBucket = `${kind}-login-failure:username`;
  const alertBucket = `${kind}-login-alert`;

  return {
    /**
     * Counts this sign-in attempt as a failure before the password is checked (429 while the
     * address is backing off), so parallel guesses cannot all pass the limit. Tell the attempt
     * how the check went.
     */
    async begin(username: string, ip: string) {
      const key = name(username);
      const reservation = await throttle.reserveBackoff(
        rules(username, ip),
        TOO_MANY_FAILED_LOGINS,
      );
      return {
        /**
         * The password was wrong: the reservation stays as the failure. Returns true when the
         * account holder should now be told about repeated failures (the threshold is reached
         * and no alert went out in the last day: claimed atomically, so one mail at most).
         */
        async failed(): Promise<boolean> {
          await throttle.record([{ bucket: usernameBucket, key }]);
          const failures = await throttle.count(usernameBucket, key, limits.windowMs);
          if (failures < limits.perUsername) return false;
          const alert = await throttle.tryReserve([
            { bucket: alertBucket, key, limit: 1, windowMs: DAY },
          ]);
          return alert !== null;
        },
        /** The password was right: not a failure, and this address's failures for the username are forgiven. */
        async succeeded() {
          await reservation.release();
          await throttle.clear({
            bucket: `${kind}-login-failure:username-ip`,
            key: `${key}|${ip}`,
          });
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
