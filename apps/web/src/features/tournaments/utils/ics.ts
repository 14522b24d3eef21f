import { parseIsoDate } from '@app/shared/birth-date';
import type { Tournament } from '@app/shared/tournaments';

/** The fields of a tournament an .ics event needs. */
export type IcsTournament = Pick<
  Tournament,
  | 'applicationId'
  | 'name'
  | 'startDate'
  | 'endDate'
  | 'venue'
  | 'city'
  | 'state'
  | 'organizer'
  | 'personInCharge'
  | 'phoneNumber'
  | 'description'
>;

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 'YYYY-MM-DD' → 'YYYYMMDD' (a DATE value), or null when not a real date. */
function icsDate(iso: string): string | null {
  return parseIsoDate(iso) ? iso.replace(/-/g, '') : null;
}

/** The day after a 'YYYY-MM-DD' date as 'YYYYMMDD' (pure calendar arithmetic in UTC). */
function icsDayAfter(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso.replace(/-/g, '');
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${next.getUTCFullYear()}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

/** A UTC date-time stamp 'YYYYMMDDTHHMMSSZ'. */
function icsStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();

/** Folds a content line to at most 75 octets per line (RFC 5545 §3.1), never splitting a character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
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

/**
 * An iCalendar file (one all-day VEVENT) for a tournament: DTSTART/DTEND as DATE values with
 * DTEND the day after the last day (exclusive, RFC 5545), UID `applicationId@mpa`, text escaped,
 * lines folded and CRLF line endings.
 */
export function buildTournamentIcs(tournament: IcsTournament, now: Date = new Date()): string {
  const start = icsDate(tournament.startDate) ?? tournament.startDate.replace(/-/g, '');
  const lastDay =
    tournament.endDate && tournament.endDate >= tournament.startDate
      ? tournament.endDate
      : tournament.startDate;
  const location = [tournament.venue, tournament.city, tournament.state]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ');
  const description = [
    tournament.description,
    tournament.organizer ? `Organizer: ${tournament.organizer}` : null,
    tournament.personInCharge ? `Person in charge: ${tournament.personInCharge}` : null,
    tournament.phoneNumber ? `Phone: ${tournament.phoneNumber}` : null,
  ]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join('\n');

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Malaysia Pickleball Association//Tournament Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(tournament.applicationId)}@mpa`,
    `DTSTAMP:${icsStamp(now)}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${icsDayAfter(lastDay)}`,
    `SUMMARY:${escapeIcsText(tournament.name)}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A safe file name for the tournament's .ics file. */
export function icsFileName(tournament: Pick<Tournament, 'name' | 'applicationId'>): string {
  const slug = tournament.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || tournament.applicationId || 'tournament'}.ics`;
}

/** Starts a browser download of the tournament's .ics file. */
export function downloadTournamentIcs(tournament: IcsTournament): void {
  const blob = new Blob([buildTournamentIcs(tournament)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(tournament);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
