import { parseIsoDate } from './birth-date';
import { toMalaysiaIsoDate } from './calendar';
import type { Locale } from './locale';

// Relative time (spec §9) and dates in Malaysia time, in English or Bahasa Malaysia. Month names
// are our own, not Intl's, so the output is the same in every runtime ('Sep', never the 'Sept'
// of newer en-GB data).

const MONTHS_LONG: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ms: [
    'Januari',
    'Februari',
    'Mac',
    'April',
    'Mei',
    'Jun',
    'Julai',
    'Ogos',
    'September',
    'Oktober',
    'November',
    'Disember',
  ],
};

/** Bahasa Malaysia's short month names are not all the first three letters ('Ogos' → 'Ogo'). */
const MONTHS_SHORT: Record<Locale, readonly string[]> = {
  en: MONTHS_LONG.en.map((m) => m.slice(0, 3)),
  ms: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'],
};

export type DateStyle = 'short' | 'long';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** From this age on relativeTime shows a date instead of 'N days ago'. */
export const RELATIVE_TIME_MAX_DAYS = 7;

/**
 * A date as '5 Mar 2026' (short) or '5 March 2026' (long). 'YYYY-MM-DD' is a calendar date and
 * is shown as written; a date-time with a zone, or a Date, is shown as its date in Malaysia
 * ('2026-03-04T16:30:00Z' → '5 Mar 2026'); a date-time without a zone is read as Malaysian wall
 * time. Anything unreadable gives ''.
 */
export function formatMalaysiaDate(
  value: string | Date,
  style: DateStyle = 'short',
  locale: Locale = 'en',
): string {
  const iso = toMalaysiaIsoDate(value);
  const date = iso === null ? null : parseIsoDate(iso);
  if (!date) return '';
  const month = (style === 'long' ? MONTHS_LONG : MONTHS_SHORT)[locale][date.month - 1] ?? '';
  return `${date.day} ${month} ${date.year}`;
}

/**
 * A day as `formatMalaysiaDate(…, 'long', 'en')` wrote it ('20 August 2027') in another language
 * ('20 Ogos 2027'); any other text as it is. For English messages translated after they were
 * written (the server's Malay messages).
 */
export function translateLongDate(text: string, locale: Locale): string {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text.trim());
  const month = match ? MONTHS_LONG.en.indexOf(match[2]!) : -1;
  return match && month >= 0 ? `${match[1]} ${MONTHS_LONG[locale][month]} ${match[3]}` : text;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** The instant of a timestamp; a date alone is Malaysian midnight, no zone is Malaysian time. */
function toInstant(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let instant: Date;
  if (DATE_ONLY.test(text)) {
    if (!parseIsoDate(text)) return null;
    instant = new Date(`${text}T00:00:00+08:00`);
  } else if (DATE_TIME.test(text)) {
    if (!parseIsoDate(text.slice(0, 10))) return null;
    instant = new Date(HAS_ZONE.test(text) ? text : `${text.replace(' ', 'T')}+08:00`);
  } else {
    return null;
  }
  return Number.isNaN(instant.getTime()) ? null : instant;
}

type Unit = 'minute' | 'hour' | 'day';

const AGO: Record<Locale, { justNow: string; ago: (count: number, unit: Unit) => string }> = {
  en: {
    justNow: 'Just now',
    ago: (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'} ago`,
  },
  ms: {
    justNow: 'Baru sahaja',
    ago: (count, unit) => `${count} ${{ minute: 'minit', hour: 'jam', day: 'hari' }[unit]} lalu`,
  },
};

/**
 * How long ago a timestamp was (spec §9; Bahasa Malaysia: 'Baru sahaja', '5 minit lalu'): under a minute (or in the future) 'Just now'; then
 * '1 minute ago' / 'N minutes ago', '1 hour ago' / 'N hours ago', '1 day ago' / 'N days ago'
 * (whole units, rounded down) while under 7 days; from 7 days on the date in Malaysia with its
 * year, '12 Mar 2026'. An unreadable timestamp gives ''.
 */
export function relativeTime(
  iso: string | Date,
  now: Date = new Date(),
  locale: Locale = 'en',
): string {
  const instant = toInstant(iso);
  if (!instant) return '';
  const words = AGO[locale];
  const elapsed = now.getTime() - instant.getTime();
  if (elapsed < MINUTE) return words.justNow;
  if (elapsed < HOUR) return words.ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return words.ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < RELATIVE_TIME_MAX_DAYS * DAY) return words.ago(Math.floor(elapsed / DAY), 'day');
  return formatMalaysiaDate(instant, 'short', locale);
}
