import { MALAYSIA_TIME_ZONE } from '@app/shared/locale';

/** Long date in the catalogue's locale, in Malaysia: '22 November 2026' (en-MY, ms-MY). */
export function formatLongDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: MALAYSIA_TIME_ZONE,
  }).format(date);
}
