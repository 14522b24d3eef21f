import { messageLocale } from '@/lib/format-message';
import { INTL_LOCALES, MALAYSIA_TIME_ZONE } from '@app/shared/locale';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date or time format in the page's language (en-MY or ms-MY), in Malaysia time unless the
 * options name another zone (UTC, for a calendar date stored as 'YYYY-MM-DD').
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = INTL_LOCALES[messageLocale()];
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: MALAYSIA_TIME_ZONE, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

/** A count in the page's language ('1,234'). */
export function formatCount(value: number): string {
  return value.toLocaleString(INTL_LOCALES[messageLocale()]);
}
