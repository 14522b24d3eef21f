import { INTL_LOCALES, MALAYSIA_TIME_ZONE, type Locale } from './locale';

// Times of day as each language writes them, always through Intl in the page's locale (en-MY:
// '1:34 pm', ms-MY: '1:34 PTG'), never a hand-built 'AM'. A course's or clinic's time is free
// text the staff typed ('8:00 AM - 10:00 AM'); when it is a plain time or range it is shown the
// same way, otherwise as typed.

const formats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/** An instant's time of day in Malaysia: '1:34 pm', '1:34 PTG'. */
export function formatClockTime(at: Date, locale: Locale): string {
  return plainSpaces(clockFormat(locale, MALAYSIA_TIME_ZONE).format(at));
}

/** One clock time, the whole text: '9', '9:30', '09.30', '9am', '9:30 P.M.', '21:30'. */
const CLOCK = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i;
/** Between the two ends of a range: '-', '–', '—', 'to', 'hingga', 'sehingga'. */
const RANGE = /\s*(?:-|–|—|\s(?:to|hingga|sehingga)\s)\s*/i;

interface Clock {
  hours: number;
  minutes: number;
  meridiem: 'am' | 'pm' | null;
  hasMinutes: boolean;
}

function readClock(text: string): Clock | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const meridiem = (match[3]?.toLowerCase().replace(/\./g, '') ?? null) as Clock['meridiem'];
  return {
    hours: Number(match[1]),
    minutes: Number(match[2] ?? '0'),
    meridiem,
    hasMinutes: match[2] !== undefined,
  };
}

/** Minutes after midnight, or null when the clock is not a time of day ('13 pm', '9:75'). */
function minutesOf({ hours, minutes, meridiem }: Clock): number | null {
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    return ((hours % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + minutes;
  }
  return hours > 23 ? null : hours * 60 + minutes;
}

/**
 * A time text that is only a time or a range ('8:00 AM - 10:00 AM', '19:30–21:30', '9 - 11 am')
 * as minutes after midnight; null for anything else ('Saturdays 9am', a bare '9'). In a range,
 * a start without am/pm takes the end's ('9 - 11 am'), unless that would put it after the end
 * ('11 - 1 pm' starts at 11 am).
 */
export function readTimeText(text: string): { start: number; end: number | null } | null {
  const parts = text.trim().split(RANGE);
  if (parts.length > 2) return null;
  const [from = '', to] = parts;
  const start = readClock(from);
  const finish = to === undefined ? null : readClock(to);
  if (!start || (to !== undefined && !finish)) return null;
  if (!finish) {
    // A bare number is not a time.
    if (!start.hasMinutes && !start.meridiem) return null;
    const minutes = minutesOf(start);
    return minutes === null ? null : { start: minutes, end: null };
  }
  const end = minutesOf(finish);
  if (end === null) return null;
  let begin: number | null;
  if (!start.meridiem && finish.meridiem && start.hours >= 1 && start.hours <= 12) {
    begin = minutesOf({ ...start, meridiem: finish.meridiem });
    if (begin !== null && begin > end && finish.meridiem === 'pm')
      begin = minutesOf({ ...start, meridiem: 'am' });
  } else {
    if (!start.hasMinutes && !start.meridiem && !finish.meridiem) return null;
    begin = minutesOf(start);
  }
  return begin === null ? null : { start: begin, end };
}

/**
 * Orders two time texts by the clock ('8:00 AM' before '10:00 AM'); texts that are not times
 * come after those that are, in their written order.
 */
export function compareTimeText(a: string, b: string): number {
  const x = readTimeText(a)?.start ?? null;
  const y = readTimeText(b)?.start ?? null;
  if (x !== null && y !== null && x !== y) return x - y;
  if (x === null && y !== null) return 1;
  if (x !== null && y === null) return -1;
  return a.localeCompare(b);
}

/**
 * Intl's ranges use narrow and thin spaces, and runtimes differ in which: plain spaces, so the
 * server's render and the browser's agree.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

const clockOf = (minutes: number) =>
  new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));

/**
 * A course's or clinic's time in the page's language: '8:00 AM - 10:00 AM' → '8:00–10:00 PG'
 * (ms) or '8:00 – 10:00 am' (en). Text that is not just a time or range is shown as written.
 */
export function formatTimeText(text: string, locale: Locale): string {
  const time = readTimeText(text);
  if (!time) return text;
  const format = clockFormat(locale, 'UTC');
  const start = clockOf(time.start);
  if (time.end === null || time.end === time.start) return plainSpaces(format.format(start));
  const end = clockOf(time.end);
  // Past midnight ('10 PM - 1 AM'): two times, as a range cannot run backwards.
  if (time.end < time.start) return plainSpaces(`${format.format(start)} – ${format.format(end)}`);
  return plainSpaces(format.formatRange(start, end));
}
