import { formatIsoDate, malaysiaToday, parseIsoDate, type CalendarDate } from './birth-date';

// Tournament calendar rules (spec §2): a grid of 12 months by 4 week columns, pure date
// arithmetic on 'YYYY-MM-DD' strings, never a local-time Date, so no time-zone drift.

export const CALENDAR_WEEKS_PER_MONTH = 4;
export const CALENDAR_SPANS = ['single', 'start', 'middle', 'end'] as const;
export type CalendarSpan = (typeof CALENDAR_SPANS)[number];

/** One cell of the 12 × 4 grid an event occupies; month 1–12, week 1–4. */
export interface CalendarCell {
  month: number;
  week: number;
  span: CalendarSpan;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (any year, no Date object involved). */
function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100);
  return era * 146097 + dayOfEra + dayOfYear - 719468;
}

/** The date of a day number (inverse of dayNumber). */
function fromDayNumber(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Monday … 6 = Sunday (1970-01-01, day 0, was a Thursday). */
export function mondayBasedWeekday(date: CalendarDate): number {
  return (((dayNumber(date) + 3) % 7) + 7) % 7;
}

/**
 * The week column (1–4) of a day in its month. Weeks start on Monday, the Malaysian convention:
 * week 1 runs from the 1st to the first Sunday, each Monday starts the next week, and weeks 5
 * and 6 fold into column 4. Formula: min(4, ceil((day + offset) / 7)) where offset is the
 * Monday-based weekday (0 = Monday … 6 = Sunday) of the 1st. So in a month starting on a
 * Monday days 1–7 are week 1 and 22–31 week 4; in one starting on a Sunday only the 1st is
 * week 1, 2–8 week 2, 9–15 week 3 and 16–31 week 4.
 */
export function weekOfMonth(year: number, month: number, day: number): number {
  const offset = mondayBasedWeekday({ year, month, day: 1 });
  return Math.min(CALENDAR_WEEKS_PER_MONTH, Math.ceil((day + offset) / 7));
}

function parseOrThrow(value: string, label: string): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`${label} must be a 'YYYY-MM-DD' date, got '${value}'`);
  return date;
}

/**
 * Inclusive number of calendar days from start to end ('YYYY-MM-DD'): the same day is 1,
 * 2026-03-30 to 2026-04-02 is 4. An end before the start is treated as a one-day event (1),
 * as is a missing end. Throws RangeError on a malformed date.
 */
export function durationInDays(startDate: string, endDate?: string | null): number {
  const start = dayNumber(parseOrThrow(startDate, 'startDate'));
  const end = endDate ? dayNumber(parseOrThrow(endDate, 'endDate')) : start;
  return Math.max(1, end - start + 1);
}

/**
 * The cells of `year`'s 12 × 4 grid that an event occupies: one per distinct (month, week) its
 * days fall in, in date order. An event crossing a month end continues in the next month's
 * cells. One cell is 'single'; with several the first is 'start', the last 'end', the others
 * 'middle'.
 *
 * Clipping: days outside `year` are dropped and the labels are given to the cells that remain,
 * so a 2025-12-30 → 2026-01-02 event shows in 2025 only in December's cells, the first of them
 * 'start' (or 'single' when only one), and in 2026 from its own 'start'. The grid has no cell
 * beyond the year to continue into, so each year's picture stands on its own.
 *
 * An end before the start (or a missing end) is a one-day event, like durationInDays; an
 * event with a malformed start date has no cells.
 */
export function calendarCells(
  event: { startDate: string; endDate?: string | null },
  year: number,
): CalendarCell[] {
  const start = parseIsoDate(event.startDate);
  if (!start) return [];
  const end = (event.endDate && parseIsoDate(event.endDate)) || start;
  const first = Math.max(dayNumber(start), dayNumber({ year, month: 1, day: 1 }));
  const last = Math.max(
    dayNumber(start),
    Math.min(dayNumber(end), dayNumber({ year, month: 12, day: 31 })),
  );

  const cells: { month: number; week: number }[] = [];
  for (let days = first; days <= last; days += 1) {
    const date = fromDayNumber(days);
    if (date.year !== year) continue;
    const week = weekOfMonth(date.year, date.month, date.day);
    const previous = cells.at(-1);
    if (previous?.month !== date.month || previous.week !== week) {
      cells.push({ month: date.month, week });
    }
  }

  return cells.map((cell, index) => ({
    ...cell,
    span:
      cells.length === 1
        ? 'single'
        : index === 0
          ? 'start'
          : index === cells.length - 1
            ? 'end'
            : 'middle',
  }));
}

/** Today in Malaysia as 'YYYY-MM-DD' (2026-03-04T23:30:00Z is already '2026-03-05' there). */
export function malaysiaTodayIso(now: Date = new Date()): string {
  return formatIsoDate(malaysiaToday(now));
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/i;
const DATE_TIME_WITHOUT_ZONE = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}/;

/**
 * The Malaysian calendar date ('YYYY-MM-DD') of a date or date-time sent by another system:
 * 'YYYY-MM-DD' is kept as is; a date-time with a zone ('Z' or an offset) or a Date is converted
 * to Malaysia time ('2026-03-04T16:30:00Z' → '2026-03-05'); a date-time without a zone is read
 * as Malaysian wall time (its date part). Null for anything else or a date that does not exist.
 */
export function toMalaysiaIsoDate(value: string | Date | null | undefined): string | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : malaysiaTodayIso(value);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (DATE_ONLY.test(text)) return parseIsoDate(text) ? text : null;
  if (DATE_TIME_WITH_ZONE.test(text)) {
    if (!parseIsoDate(text.slice(0, 10))) return null;
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : malaysiaTodayIso(instant);
  }
  const wallTime = DATE_TIME_WITHOUT_ZONE.exec(text);
  const datePart = wallTime?.[1];
  return datePart && parseIsoDate(datePart) ? datePart : null;
}
