/**
 * The time the server's own rules run on (a deletion's grace period, for now). In production it
 * is the wall clock; browser tests may move it forward (modules/test-clock) to see what happens
 * once a period has passed, without waiting for it.
 */
export interface Clock {
  now(): Date;
  /** Moves this clock forward by `ms` (browser tests only). */
  advance(ms: number): void;
}

export function createClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}
