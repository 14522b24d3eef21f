import { parseIsoDate } from './birth-date';

// iCalendar (RFC 5545) for the calendar feeds and "add to calendar": all-day events as DATE
// values, timed ones in Malaysia time (TZID Asia/Kuala_Lumpur with its VTIMEZONE, UTC+8, no
// daylight saving), text escaped, lines folded at 75 octets, CRLF line endings.

export interface IcsEvent {
  /** Globally unique and stable across feeds (e.g. `tournament-<id>@mpa`). */
  uid: string;
  summary: string;
  /** 'YYYY-MM-DD'; `endDate` is the last day (inclusive). */
  startDate: string;
  endDate: string;
  /** Free text such as '9:00 AM' or '19:30 - 21:30'; an unreadable time makes an all-day event. */
  time?: string | null;
  location?: string | null;
  description?: string | null;
  url?: string | null;
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of one character in UTF-8. */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Octets of a text in UTF-8. */
export function utf8Length(text: string): number {
  let total = 0;
  for (const char of text) total += utf8Octets(char);
  return total;
}

/** Folds a content line to at most 75 octets per line (RFC 5545 §3.1), never splitting a character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = utf8Octets(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' → 'YYYYMMDD', or null when not a real date. */
function icsDate(iso: string): string | null {
  return parseIsoDate(iso) ? iso.replace(/-/g, '') : null;
}

/** The day after a 'YYYY-MM-DD' date as 'YYYYMMDD' (pure calendar arithmetic in UTC). */
export function icsDayAfter(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso.replace(/-/g, '');
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return `${next.getUTCFullYear()}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

/** A UTC date-time stamp 'YYYYMMDDTHHMMSSZ'. */
export function icsStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const CLOCK = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/i;

/** Minutes after midnight of a clock time written '9:00 AM', '21:30', '9am' or '9.30 pm'. */
function minutesOf(text: string): number | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  if (!match[2] && !match[3]) return null; // a bare number is not a time
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3]?.toLowerCase().replace(/\./g, '');
  if (meridiem && (hours < 1 || hours > 12)) return null;
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * A time text's start and end in minutes after midnight: '9:00 AM - 12:00 PM' → 540–720; a
 * single time lasts two hours. Null when no time can be read.
 */
export function parseTimeRange(
  text: string | null | undefined,
): { start: number; end: number } | null {
  if (!text) return null;
  const [from, to] = text.split(/\s*(?:-|–|—|to|hingga|sehingga)\s*/i);
  const start = from ? minutesOf(from) : null;
  if (start === null) return null;
  let end = to ? minutesOf(to) : null;
  // '9 - 11 AM': the end's meridiem applies to a bare start.
  if (end === null || end <= start) end = Math.min(start + 120, 23 * 60 + 59);
  return { start, end };
}

const TZID = 'Asia/Kuala_Lumpur';
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19820101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:MYT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function localDateTime(compactDate: string, minutes: number): string {
  return `${compactDate}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const start = icsDate(event.startDate) ?? event.startDate.replace(/-/g, '');
  const lastDay = event.endDate >= event.startDate ? event.endDate : event.startDate;
  const range = event.startDate === lastDay ? parseTimeRange(event.time) : null;
  const when = range
    ? [
        `DTSTART;TZID=${TZID}:${localDateTime(start, range.start)}`,
        `DTEND;TZID=${TZID}:${localDateTime(start, range.end)}`,
      ]
    : [`DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${icsDayAfter(lastDay)}`];
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...when,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location?.trim() ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description?.trim() ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/**
 * A whole iCalendar object: one VEVENT per event, the Malaysia VTIMEZONE when any event has a
 * time, and the calendar's name for subscribing apps (X-WR-CALNAME). RFC 5545 wants at least
 * one component, so a calendar without events (a new personal feed) carries the VTIMEZONE.
 */
export function buildIcsCalendar(
  events: readonly IcsEvent[],
  options: { name?: string; now?: Date } = {},
): string {
  const stamp = icsStamp(options.now ?? new Date());
  const bodies = events.map((event) => eventLines(event, stamp));
  const timed = bodies.some((lines) => lines.some((line) => line.includes(`TZID=${TZID}`)));
  const needsTimezone = timed || bodies.length === 0;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Malaysia Pickleball Association//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name
      ? [`X-WR-CALNAME:${escapeIcsText(options.name)}`, `X-WR-TIMEZONE:${TZID}`]
      : []),
    ...(needsTimezone ? VTIMEZONE : []),
    ...bodies.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
