// The throttle's vocabulary: the rules that the service and its reservations both count by
// (here, so that neither imports the other).
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

/** Exponential back-off: `free` events in the window, then each one doubles the wait. */
export interface BackoffRule {
  bucket: string;
  key: string;
  free: number;
  windowMs: number;
  /** The wait after the first event past `free` (default one minute); capped at the window. */
  baseDelayMs?: number;
}
