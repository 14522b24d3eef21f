import { formatIsoDate, malaysiaToday } from '@app/shared/birth-date';
import { AGE_FILTERS, type AgeFilter } from '@app/shared/players';

function yearsBefore(now: Date, years: number): string {
  const today = malaysiaToday(now);
  const year = today.year - years;
  // 29 February in a common year falls back to the 28th.
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = today.month === 2 && today.day === 29 && !isLeap ? 28 : today.day;
  return formatIsoDate({ year, month: today.month, day });
}

/** The date-of-birth window of an age band, in Malaysia time: (bornAfter, bornOnOrBefore]. */
export function dateOfBirthBounds(filter: AgeFilter, now = new Date()) {
  const band = AGE_FILTERS.find((f) => f.value === filter)!;
  return {
    bornOnOrBefore: yearsBefore(now, band.minAge),
    bornAfter: band.maxAge === null ? undefined : yearsBefore(now, band.maxAge + 1),
  };
}
