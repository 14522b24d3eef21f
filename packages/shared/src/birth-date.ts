import { ASSOCIATION_TIME_ZONE } from './common';
import { normalizeIcNumber } from './ic-number';

/** A calendar date without time or zone; month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const malaysiaDateFormat = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
  timeZone: ASSOCIATION_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** Today's date in Malaysia (2026-12-31T17:00Z is already 2027-01-01 there). */
export function malaysiaToday(now: Date = new Date()): CalendarDate {
  const parts = malaysiaDateFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1) {
    return false;
  }
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (daysInMonth[month - 1] ?? 0);
}

/** Negative, zero or positive as a is before, equal to or after b. */
function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD'. */
export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Parses a strict 'YYYY-MM-DD' that is a real calendar date, else null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/**
 * The century rule (spec §5), used for both age and date of birth: a two-digit year greater
 * than the current two-digit year (in Malaysia) belongs to the previous century, otherwise to
 * the current one. In 2026: 26 → 2026, 27 → 1927, 00 → 2000, 99 → 1999.
 */
export function centuryYear(yy: number, now: Date = new Date()): number {
  if (!Number.isInteger(yy) || yy < 0 || yy > 99) {
    throw new RangeError(`Two-digit year expected, got ${yy}`);
  }
  const { year } = malaysiaToday(now);
  const currentYy = year % 100;
  const currentCentury = year - currentYy;
  return yy > currentYy ? currentCentury - 100 + yy : currentCentury + yy;
}

/**
 * Date of birth from the IC's first six digits (YYMMDD) as 'YYYY-MM-DD', or null when fewer
 * than 6 digits are present or they are not a real date (month 13, 30 February, 29 February
 * of a common year).
 *
 * Future dates: the century rule is applied as written, so a two-digit year equal to the current
 * one is always 20YY. If that date is still ahead (e.g. '261201' on 2026-06-15) the IC cannot be
 * right and we return null (treated as an invalid IC), rather than guessing 1926: no date of
 * birth is ever in the future and no age is ever negative.
 */
export function dateOfBirthFromIc(ic: string, now: Date = new Date()): string | null {
  const digits = normalizeIcNumber(ic);
  if (digits.length < 6) return null;
  const date = {
    year: centuryYear(Number(digits.slice(0, 2)), now),
    month: Number(digits.slice(2, 4)),
    day: Number(digits.slice(4, 6)),
  };
  if (!isValidCalendarDate(date) || compareDates(date, malaysiaToday(now)) > 0) return null;
  return formatIsoDate(date);
}

/**
 * Whole years from a 'YYYY-MM-DD' date of birth to today in Malaysia: one less while this
 * year's birthday is still ahead. Someone born on 29 February turns a year older on 1 March in
 * common years. Null for a malformed or future date.
 */
export function ageFromDateOfBirth(dob: string, now: Date = new Date()): number | null {
  const birth = parseIsoDate(dob);
  if (!birth) return null;
  const today = malaysiaToday(now);
  if (compareDates(birth, today) > 0) return null;
  const isBirthdayAhead = compareDates({ ...birth, year: today.year }, today) > 0;
  return today.year - birth.year - (isBirthdayAhead ? 1 : 0);
}

/**
 * The latest date of birth ('YYYY-MM-DD') of someone `age` or older today in Malaysia: a date of
 * birth at or before it, compared as text, is exactly `ageFromDateOfBirth(dob) >= age`. It is
 * for comparing, not parsing (on 29 February it names that day of a common year, so someone
 * born on 29 February is older from 1 March, as `ageFromDateOfBirth` counts them).
 */
export function latestBirthDateForAge(age: number, now: Date = new Date()): string {
  const today = malaysiaToday(now);
  return formatIsoDate({ ...today, year: today.year - age });
}

/** Age from the IC once 6 digits are typed; null with fewer digits or an invalid date. */
export function ageFromIc(ic: string, now: Date = new Date()): number | null {
  const dob = dateOfBirthFromIc(ic, now);
  return dob === null ? null : ageFromDateOfBirth(dob, now);
}

/** The stored date of birth when it is a valid past date, otherwise the one read from the IC. */
export function resolveDateOfBirth(
  dateOfBirth: string | null | undefined,
  ic: string,
  now: Date = new Date(),
): string | null {
  if (dateOfBirth && ageFromDateOfBirth(dateOfBirth, now) !== null) return dateOfBirth;
  return dateOfBirthFromIc(ic, now);
}
