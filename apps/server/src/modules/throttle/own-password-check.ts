import type { ThrottleService } from './throttle.service';

export const OWN_PASSWORD_TRIES = 5;
export const OWN_PASSWORD_WINDOW_MS = 15 * 60_000;

export const TOO_MANY_WRONG_PASSWORDS = (m: number) =>
  `Too many wrong passwords. Try again in ${m} minute${m === 1 ? '' : 's'}.`;

/**
 * A signed-in person's own password, asked again before a sensitive step (password or username
 * change, two-factor off, account deletion): 5 wrong tries in 15 minutes per person, across all
 * of those steps, then 429. Each try is reserved before the (slow) hash check, so parallel
 * tries cannot pass the limit (round 2, items 3 and 5).
 */
export function createOwnPasswordCheck(throttle: ThrottleService, kind: 'player' | 'staff') {
  const bucket = `${kind}-password-check`;
  return (id: string, verify: () => Promise<boolean>): Promise<boolean> =>
    throttle.guard(
      [{ bucket, key: id, limit: OWN_PASSWORD_TRIES, windowMs: OWN_PASSWORD_WINDOW_MS }],
      TOO_MANY_WRONG_PASSWORDS,
      verify,
    );
}
