import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatMalaysiaDate, relativeTime } from './relative-time';

const NOW = new Date('2026-03-19T04:00:00Z'); // 12:00 in Kuala Lumpur
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE, '1 minute ago'],
    [MINUTE + 59 * SECOND, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR - 1, '1 hour ago'],
    [5 * HOUR, '5 hours ago'],
    [DAY - 1, '23 hours ago'],
    [DAY, '1 day ago'],
    [2 * DAY, '2 days ago'],
    [7 * DAY - 1, '6 days ago'],
    [7 * DAY, '12 Mar 2026'],
    [400 * DAY, '12 Feb 2025'],
  ])('%i ms ago → %s', (ms, expected) => {
    expect(relativeTime(ago(ms), NOW)).toBe(expected);
  });

  it('shows future timestamps as Just now', () => {
    expect(relativeTime(ago(-5 * MINUTE), NOW)).toBe('Just now');
    expect(relativeTime(ago(-3 * DAY), NOW)).toBe('Just now');
  });

  it('gives the date in Malaysia time, not UTC', () => {
    // 2026-03-11T17:30Z is 01:30 on 12 March in Kuala Lumpur.
    expect(relativeTime('2026-03-11T17:30:00Z', NOW)).toBe('12 Mar 2026');
    expect(relativeTime('2026-03-11T16:30:00Z', NOW)).toBe('12 Mar 2026');
    expect(relativeTime('2026-03-11T15:59:00Z', NOW)).toBe('11 Mar 2026');
  });

  it('accepts offsets, Dates, zone-less times (Malaysian) and plain dates (Malaysian midnight)', () => {
    expect(relativeTime('2026-03-19T11:30:00+08:00', NOW)).toBe('30 minutes ago');
    expect(relativeTime(new Date(NOW.getTime() - 3 * HOUR), NOW)).toBe('3 hours ago');
    expect(relativeTime('2026-03-19T10:00:00', NOW)).toBe('2 hours ago');
    expect(relativeTime('2026-03-19 10:00', NOW)).toBe('2 hours ago');
    expect(relativeTime('2026-03-19', NOW)).toBe('12 hours ago');
    expect(relativeTime('2026-03-01', NOW)).toBe('1 Mar 2026');
  });

  it('gives an empty string for something that is not a timestamp', () => {
    expect(relativeTime('yesterday', NOW)).toBe('');
    expect(relativeTime('2026-02-30', NOW)).toBe('');
    expect(relativeTime('2026-02-30T10:00:00Z', NOW)).toBe('');
    expect(relativeTime(new Date(Number.NaN), NOW)).toBe('');
  });

  it('never shows a unit of 0 and always ends in ago, Just now or a date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * DAY, max: 3000 * DAY }), (ms) => {
        const text = relativeTime(ago(ms), NOW);
        expect(text).toMatch(
          /^(Just now|1 (minute|hour|day) ago|([2-9]|[1-5]\d) (minutes|hours|days) ago|\d{1,2} [A-Z][a-z]{2} \d{4})$/,
        );
        expect(text).not.toMatch(/^0 /);
      }),
    );
  });
});

describe('formatMalaysiaDate', () => {
  it('formats short and long', () => {
    expect(formatMalaysiaDate('2026-03-05', 'short')).toBe('5 Mar 2026');
    expect(formatMalaysiaDate('2026-03-05', 'long')).toBe('5 March 2026');
    expect(formatMalaysiaDate('2026-03-05')).toBe('5 Mar 2026');
  });

  it('uses our month names in every runtime (Sep, not Sept)', () => {
    expect(formatMalaysiaDate('2026-09-01')).toBe('1 Sep 2026');
    expect(formatMalaysiaDate('2026-09-01', 'long')).toBe('1 September 2026');
  });

  it('reads YYYY-MM-DD as a calendar date with no shift', () => {
    expect(formatMalaysiaDate('2026-01-01')).toBe('1 Jan 2026');
    expect(formatMalaysiaDate('2025-12-31', 'long')).toBe('31 December 2025');
  });

  it('shows date-times as their date in Kuala Lumpur', () => {
    expect(formatMalaysiaDate('2026-03-04T16:30:00Z')).toBe('5 Mar 2026');
    expect(formatMalaysiaDate('2026-03-04T15:59:59.999Z')).toBe('4 Mar 2026');
    expect(formatMalaysiaDate(new Date('2026-12-31T17:00:00Z'), 'long')).toBe('1 January 2027');
    expect(formatMalaysiaDate('2026-03-04T23:30:00')).toBe('4 Mar 2026');
  });

  it('gives an empty string for what it cannot read', () => {
    expect(formatMalaysiaDate('not a date')).toBe('');
    expect(formatMalaysiaDate('2026-13-01')).toBe('');
    expect(formatMalaysiaDate(new Date(Number.NaN))).toBe('');
  });

  it('agrees with the day of every instant in UTC+8', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const shifted = new Date(ms + 8 * HOUR);
        const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
        const rest = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
        const month = [...months, ...rest][shifted.getUTCMonth()];
        expect(formatMalaysiaDate(new Date(ms))).toBe(
          `${shifted.getUTCDate()} ${month} ${shifted.getUTCFullYear()}`,
        );
      }),
    );
  });
});

describe('in Bahasa Malaysia', () => {
  const now = new Date('2026-03-12T04:00:00Z');
  it('says how long ago in Malay words', () => {
    expect(relativeTime('2026-03-12T03:59:30Z', now, 'ms')).toBe('Baru sahaja');
    expect(relativeTime('2026-03-12T03:55:00Z', now, 'ms')).toBe('5 minit lalu');
    expect(relativeTime('2026-03-12T01:00:00Z', now, 'ms')).toBe('3 jam lalu');
    expect(relativeTime('2026-03-10T04:00:00Z', now, 'ms')).toBe('2 hari lalu');
  });
  it('names months in Malay, long and short', () => {
    expect(formatMalaysiaDate('2026-08-05', 'long', 'ms')).toBe('5 Ogos 2026');
    expect(formatMalaysiaDate('2026-08-05', 'short', 'ms')).toBe('5 Ogo 2026');
    expect(formatMalaysiaDate('2026-03-01', 'short', 'ms')).toBe('1 Mac 2026');
    expect(relativeTime('2026-02-01T04:00:00Z', now, 'ms')).toBe('1 Feb 2026');
  });
});
