import { parseIsoDate } from '../birth-date';
import { malaysiaTodayIso } from '../calendar';

// ── Home: upcoming tournaments ────────────────────────────────────────────────────────────────

export const HOME_UPCOMING_COUNT = 3;

/**
 * Tournaments starting today or later in Malaysia, by start date then name, the first `count`
 * (3 on the home page). One that started yesterday is no longer upcoming, even if still running.
 */
export function selectUpcoming<T extends { startDate: string; name: string }>(
  tournaments: readonly T[],
  now: Date = new Date(),
  count: number = HOME_UPCOMING_COUNT,
): T[] {
  const today = malaysiaTodayIso(now);
  return tournaments
    .filter((t) => parseIsoDate(t.startDate) !== null && t.startDate >= today)
    .sort((a, b) =>
      a.startDate === b.startDate
        ? a.name.localeCompare(b.name, 'en')
        : a.startDate < b.startDate
          ? -1
          : 1,
    )
    .slice(0, Math.max(0, count));
}
