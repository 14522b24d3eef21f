import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { buildIcsCalendar, escapeIcsText, foldIcsLine, parseTimeRange, utf8Length } from './ics';

const NOW = new Date('2026-03-04T10:20:30.456Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('buildIcsCalendar', () => {
  it('parses back with ical.js: all-day events end the day after, timed ones in Malaysia time', () => {
    const text = buildIcsCalendar(
      [
        {
          uid: 'tournament-1@mpa',
          summary: 'Selangor Open; Men, Women',
          startDate: '2026-12-30',
          endDate: '2027-01-01',
          location: 'Shah Alam, Selangor',
        },
        {
          uid: 'clinic-2@mpa',
          summary: 'Dinking clinic',
          startDate: '2026-05-09',
          endDate: '2026-05-09',
          time: '9:30 AM - 12:00 PM',
          description: 'Bring water\nand a paddle',
        },
      ],
      { name: 'MPA — Selangor', now: NOW },
    );
    const [tournament, clinic] = parse(text);

    expect(tournament!.summary).toBe('Selangor Open; Men, Women');
    expect(tournament!.location).toBe('Shah Alam, Selangor');
    expect(tournament!.startDate.isDate).toBe(true);
    expect(tournament!.startDate.toString()).toBe('2026-12-30');
    expect(tournament!.endDate.toString()).toBe('2027-01-02');

    expect(clinic!.startDate.isDate).toBe(false);
    expect(clinic!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(
      'Asia/Kuala_Lumpur',
    );
    // 09:30 in Kuala Lumpur is 01:30 UTC (UTC+8 all year).
    const zone = new ICAL.Timezone(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!,
    );
    clinic!.startDate.zone = zone;
    expect(clinic!.startDate.toJSDate().toISOString()).toBe('2026-05-09T01:30:00.000Z');
    expect(clinic!.description).toBe('Bring water\nand a paddle');
    expect(text).toContain('X-WR-CALNAME:MPA — Selangor');
  });

  it('uses CRLF only and folds long lines at 75 octets', () => {
    const text = buildIcsCalendar(
      [{ uid: 'x@mpa', summary: 'é'.repeat(80), startDate: '2026-01-01', endDate: '2026-01-01' }],
      { now: NOW },
    );
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(utf8Length(line)).toBeLessThanOrEqual(75);
    expect(parse(text)[0]!.summary).toBe('é'.repeat(80));
  });

  it('leaves out the time zone when every event is all-day', () => {
    const text = buildIcsCalendar(
      [{ uid: 'x@mpa', summary: 'Open', startDate: '2026-01-01', endDate: '2026-01-02' }],
      { now: NOW },
    );
    expect(text).not.toContain('VTIMEZONE');
    expect(parse(text)).toHaveLength(1);
  });

  it('keeps a calendar without events valid: RFC 5545 needs at least one component', () => {
    const text = buildIcsCalendar([], { name: 'My MPA calendar', now: NOW });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getAllSubcomponents().length).toBeGreaterThanOrEqual(1);
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(
      'Asia/Kuala_Lumpur',
    );
    expect(parse(text)).toEqual([]);
  });
});

describe('parseTimeRange', () => {
  it.each([
    ['9:00 AM', { start: 540, end: 660 }],
    ['9:00 AM - 12:00 PM', { start: 540, end: 720 }],
    ['19:30 – 21:00', { start: 1170, end: 1260 }],
    ['8pm', { start: 1200, end: 1320 }],
    ['12:00 AM', { start: 0, end: 120 }],
    ['9.30 pm hingga 11 pm', { start: 1290, end: 1380 }],
  ])('reads %s', (text, expected) => {
    expect(parseTimeRange(text)).toEqual(expected);
  });

  it.each(['', 'Morning', '9', '25:00', '13 PM'])('gives up on %j', (text) => {
    expect(parseTimeRange(text)).toBeNull();
  });
});

describe('escapeIcsText, foldIcsLine and utf8Length', () => {
  it('counts UTF-8 octets', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
  });

  it('escapes backslash first', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets with a leading space', () => {
    const folded = foldIcsLine(`SUMMARY:${'x'.repeat(100)}`);
    const [first, second] = folded.split('\r\n');
    expect(first).toHaveLength(75);
    expect(second?.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'x'.repeat(100)}`);
  });
});
