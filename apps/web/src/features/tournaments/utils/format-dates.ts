import { parseIsoDate } from '@app/shared/birth-date';

/**
 * A Malaysian calendar date 'YYYY-MM-DD' as '5 Dec 2026'. Built from the string's parts, never
 * through a Date, so the viewer's time zone cannot shift it. Unparseable input is returned as is.
 */
export function formatTournamentDate(iso: string, monthsShort: readonly string[]): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return `${date.day} ${monthsShort[date.month - 1] ?? ''} ${date.year}`;
}

/** '5 Dec 2026' for a one-day event, '28 Nov 2026 – 3 Dec 2026' otherwise. */
export function formatTournamentDateRange(
  startDate: string,
  endDate: string,
  monthsShort: readonly string[],
): string {
  const start = formatTournamentDate(startDate, monthsShort);
  if (!endDate || endDate === startDate) return start;
  return `${start} – ${formatTournamentDate(endDate, monthsShort)}`;
}
