/**
 * Membership dates are Malaysia calendar days ('YYYY-MM-DD'), both ends of a term included:
 * a term expiring on 31 March is valid all of 31 March, Malaysia time (UTC+8).
 */
export function todayInMalaysia(now: Date = new Date()): string {
  // Malaysia keeps UTC+8 all year (no daylight saving since 1982): plain arithmetic, no Intl
  // formatting on the card check's hot path.
  return new Date(now.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
}

const MALAYSIA_OFFSET_MS = 8 * 3_600_000;

function toUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return fromUtc(target);
}

/** The later of two ISO dates. */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** First and last day of the Malaysia calendar month containing `today`. */
export function monthBounds(today: string): { first: string; last: string } {
  const first = `${today.slice(0, 8)}01`;
  return { first, last: addDays(addMonths(first, 1), -1) };
}
