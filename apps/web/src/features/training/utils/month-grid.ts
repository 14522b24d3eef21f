import { formatIsoDate, isLeapYear, type CalendarDate } from '@app/shared/birth-date';
import { mondayBasedWeekday } from '@app/shared/calendar';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 30);
}

export interface MonthKey {
  year: number;
  month: number;
}

export function shiftMonth({ year, month }: MonthKey, delta: number): MonthKey {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The days of a month as 'YYYY-MM-DD' strings in Monday-first weeks; null pads the first and
 * last week. Pure calendar arithmetic, no Date object, so no time-zone drift.
 */
export function monthGrid({ year, month }: MonthKey): (string | null)[][] {
  const offset = mondayBasedWeekday({ year, month, day: 1 });
  const cells: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    const date: CalendarDate = { year, month, day };
    cells.push(formatIsoDate(date));
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** 'RM 750.00'. */
export function formatAmount(price: number): string {
  return price.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
