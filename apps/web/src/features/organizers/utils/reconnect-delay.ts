/** Live channel policy (spec §9). */
export const LIVE_FIRST_CONNECT_DELAY_MS = 100;
export const LIVE_CONNECT_TIMEOUT_MS = 10_000;
export const LIVE_MAX_RECONNECT_ATTEMPTS = 10;
export const LIVE_BASE_DELAY_MS = 1_000;
export const LIVE_MAX_DELAY_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (1-based): 1 s, 2 s, 4 s … doubling, capped
 * at 30 s; `null` once the attempts are used up (give up).
 */
export function reconnectDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > LIVE_MAX_RECONNECT_ATTEMPTS) {
    return null;
  }
  return Math.min(LIVE_BASE_DELAY_MS * 2 ** (attempt - 1), LIVE_MAX_DELAY_MS);
}
