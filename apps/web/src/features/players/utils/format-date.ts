import { MALAYSIA_TIME_ZONE } from '@app/shared/locale';

/**
 * A date for display ('January 5, 2026'). 'YYYY-MM-DD' dates are calendar dates and are shown
 * as written, whatever the viewer's time zone.
 */
export function formatDate(value: string, locale: string): string {
  const isCalendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isCalendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: isCalendarDate ? 'UTC' : MALAYSIA_TIME_ZONE,
  }).format(date);
}

/** Date and time of a message ('Jan 5, 2026, 3:04 PM'). */
export function formatDateTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MALAYSIA_TIME_ZONE,
  }).format(date);
}
