/** A 'YYYY-MM-DD' calendar date as a Date at UTC midnight (format it with timeZone UTC). */
function utcDate(iso: string): Date | null {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 Mar 2025' or '12 – 14 Mar 2025' style text for a tournament's dates. */
export function formatDateRange(start: string, end: string, locale: string): string {
  const from = utcDate(start);
  const to = utcDate(end);
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (!from) return start;
  if (!to || end <= start) return format.format(from);
  return format.formatRange(from, to);
}
