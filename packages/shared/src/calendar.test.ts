import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  calendarCells,
  durationInDays,
  malaysiaTodayIso,
  mondayBasedWeekday,
  toMalaysiaIsoDate,
  weekOfMonth,
} from './calendar';

/** Expected week columns for days 1, 2, 3 … written as one digit per day. */
const weeks = (digits: string) => [...digits].map(Number);
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

describe('weekOfMonth (weeks start on Monday, week 5 and 6 fold into 4)', () => {
  it.each([
    // June 2026 starts on Monday, the week's first day.
    [2026, 6, weeks('111111122222223333333444444444')],
    // December 2025 starts on Monday and has 31 days.
    [2025, 12, weeks('1111111222222233333334444444444')],
    // March 2026 starts on Sunday, the week's last day.
    [2026, 3, weeks('1222222233333334444444444444444')],
    // February 2024 (leap year) starts on Thursday.
    [2024, 2, weeks('11112222222333333344444444444')],
    // February 2026 (common year) starts on Sunday.
    [2026, 2, weeks('1222222233333334444444444444')],
  ])('%i-%i: every day of the month', (year, month, expected) => {
    expect(expected).toHaveLength(daysIn(year, month));
    const actual = expected.map((_, index) => weekOfMonth(year, month, index + 1));
    expect(actual).toEqual(expected);
  });

  it('gives 1–4 for every day 1–31 of every month, matching the formula', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const firstWeekday = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7; // Monday 0
        for (let day = 1; day <= 31; day += 1) {
          const week = weekOfMonth(y, m, day);
          expect(week).toBe(Math.min(4, Math.ceil((day + firstWeekday) / 7)));
          expect(week).toBeGreaterThanOrEqual(1);
          expect(week).toBeLessThanOrEqual(4);
        }
      }),
    );
  });

  it('mondayBasedWeekday agrees with Date for any day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (offset) => {
        const date = new Date(offset * DAY_MS);
        const calendarDate = {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
        };
        expect(mondayBasedWeekday(calendarDate)).toBe((date.getUTCDay() + 6) % 7);
      }),
    );
  });
});

describe('durationInDays (inclusive calendar days)', () => {
  it.each([
    ['2026-06-10', '2026-06-10', 1],
    ['2026-06-10', '2026-06-11', 2],
    ['2026-03-30', '2026-04-02', 4],
    ['2024-02-28', '2024-03-01', 3],
    ['2026-02-28', '2026-03-01', 2],
    ['2025-12-30', '2026-01-02', 4],
    ['2026-01-01', '2026-12-31', 365],
    ['2024-01-01', '2024-12-31', 366],
  ])('%s → %s is %i', (start, end, days) => {
    expect(durationInDays(start, end)).toBe(days);
  });

  it('treats an end before the start, or no end, as one day', () => {
    expect(durationInDays('2026-06-10', '2026-06-01')).toBe(1);
    expect(durationInDays('2026-06-10', null)).toBe(1);
    expect(durationInDays('2026-06-10')).toBe(1);
  });

  it('rejects malformed dates', () => {
    expect(() => durationInDays('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => durationInDays('2026-06-10', '10/06/2026')).toThrow(RangeError);
  });

  it('matches UTC day arithmetic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -25_000, max: 50_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (startDay, length) => {
          const start = iso(startDay * DAY_MS);
          const end = iso((startDay + length) * DAY_MS);
          expect(durationInDays(start, end)).toBe(length + 1);
        },
      ),
    );
  });
});

describe('calendarCells', () => {
  it('a one-day event is a single cell', () => {
    expect(calendarCells({ startDate: '2026-06-10', endDate: '2026-06-10' }, 2026)).toEqual([
      { month: 6, week: 2, span: 'single' },
    ]);
  });

  it('an event within one week is a single cell', () => {
    expect(calendarCells({ startDate: '2026-06-08', endDate: '2026-06-12' }, 2026)).toEqual([
      { month: 6, week: 2, span: 'single' },
    ]);
  });

  it('spans a week boundary (Sunday → Monday)', () => {
    expect(calendarCells({ startDate: '2026-06-06', endDate: '2026-06-08' }, 2026)).toEqual([
      { month: 6, week: 1, span: 'start' },
      { month: 6, week: 2, span: 'end' },
    ]);
  });

  it('labels inner cells middle', () => {
    expect(calendarCells({ startDate: '2026-06-05', endDate: '2026-06-22' }, 2026)).toEqual([
      { month: 6, week: 1, span: 'start' },
      { month: 6, week: 2, span: 'middle' },
      { month: 6, week: 3, span: 'middle' },
      { month: 6, week: 4, span: 'end' },
    ]);
  });

  it('keeps the capped week 4 as one cell (days 22–30 of June)', () => {
    expect(calendarCells({ startDate: '2026-06-22', endDate: '2026-06-30' }, 2026)).toEqual([
      { month: 6, week: 4, span: 'single' },
    ]);
  });

  it("continues across a month end into the next month's cells", () => {
    expect(calendarCells({ startDate: '2026-03-30', endDate: '2026-04-02' }, 2026)).toEqual([
      { month: 3, week: 4, span: 'start' },
      { month: 4, week: 1, span: 'end' },
    ]);
    expect(calendarCells({ startDate: '2026-01-31', endDate: '2026-03-02' }, 2026)).toEqual([
      { month: 1, week: 4, span: 'start' },
      { month: 2, week: 1, span: 'middle' },
      { month: 2, week: 2, span: 'middle' },
      { month: 2, week: 3, span: 'middle' },
      { month: 2, week: 4, span: 'middle' },
      { month: 3, week: 1, span: 'middle' },
      { month: 3, week: 2, span: 'end' },
    ]);
  });

  it("clips to the year and labels the year's own cells", () => {
    const event = { startDate: '2025-12-20', endDate: '2026-01-06' };
    expect(calendarCells(event, 2025)).toEqual([
      { month: 12, week: 3, span: 'start' },
      { month: 12, week: 4, span: 'end' },
    ]);
    expect(calendarCells(event, 2026)).toEqual([
      { month: 1, week: 1, span: 'start' },
      { month: 1, week: 2, span: 'end' },
    ]);
    const short = { startDate: '2025-12-30', endDate: '2026-01-02' };
    expect(calendarCells(short, 2025)).toEqual([{ month: 12, week: 4, span: 'single' }]);
    expect(calendarCells(short, 2026)).toEqual([{ month: 1, week: 1, span: 'single' }]);
    expect(calendarCells(short, 2024)).toEqual([]);
    expect(calendarCells(short, 2027)).toEqual([]);
  });

  it('fills all 48 cells for an event covering the year', () => {
    const cells = calendarCells({ startDate: '2025-06-01', endDate: '2027-06-01' }, 2026);
    expect(cells).toHaveLength(48);
    expect(cells[0]).toEqual({ month: 1, week: 1, span: 'start' });
    expect(cells[47]).toEqual({ month: 12, week: 4, span: 'end' });
  });

  it('treats a missing or earlier end as a one-day event, and a bad start as no event', () => {
    expect(calendarCells({ startDate: '2026-06-10', endDate: '2026-06-01' }, 2026)).toEqual([
      { month: 6, week: 2, span: 'single' },
    ]);
    expect(calendarCells({ startDate: '2026-06-10', endDate: null }, 2026)).toEqual([
      { month: 6, week: 2, span: 'single' },
    ]);
    expect(calendarCells({ startDate: '2026-06-10' }, 2026)).toHaveLength(1);
    expect(calendarCells({ startDate: 'June 10', endDate: '2026-06-12' }, 2026)).toEqual([]);
  });

  it('cells are chronological, unique, cover every day in the year, with one start and end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 19_700, max: 21_300 }), // 2023-12-09 … 2028-04-26
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 2024, max: 2027 }),
        (startDay, length, year) => {
          const event = {
            startDate: iso(startDay * DAY_MS),
            endDate: iso((startDay + length) * DAY_MS),
          };
          const cells = calendarCells(event, year);
          const keys = cells.map((c) => c.month * 10 + c.week);
          expect([...keys].sort((a, b) => a - b)).toEqual(keys);
          expect(new Set(keys).size).toBe(keys.length);

          const expectedKeys = new Set<number>();
          for (let day = startDay; day <= startDay + length; day += 1) {
            const date = new Date(day * DAY_MS);
            if (date.getUTCFullYear() !== year) continue;
            const month = date.getUTCMonth() + 1;
            expectedKeys.add(month * 10 + weekOfMonth(year, month, date.getUTCDate()));
          }
          expect(new Set(keys)).toEqual(expectedKeys);

          const spans = cells.map((c) => c.span);
          if (cells.length === 1) expect(spans).toEqual(['single']);
          if (cells.length > 1) {
            expect(spans.filter((s) => s === 'start')).toHaveLength(1);
            expect(spans.filter((s) => s === 'end')).toHaveLength(1);
            expect(spans[0]).toBe('start');
            expect(spans.at(-1)).toBe('end');
            expect(spans.slice(1, -1).every((s) => s === 'middle')).toBe(true);
          }
        },
      ),
    );
  });
});

describe('malaysiaTodayIso', () => {
  it('is already the next day in Malaysia at 23:30 UTC', () => {
    expect(malaysiaTodayIso(new Date('2026-03-04T23:30:00Z'))).toBe('2026-03-05');
  });

  it('changes date at 16:00 UTC (midnight in Malaysia)', () => {
    expect(malaysiaTodayIso(new Date('2026-03-04T15:59:59Z'))).toBe('2026-03-04');
    expect(malaysiaTodayIso(new Date('2026-03-04T16:00:00Z'))).toBe('2026-03-05');
    expect(malaysiaTodayIso(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
});

describe('toMalaysiaIsoDate', () => {
  it.each([
    ['2026-03-04', '2026-03-04'],
    [' 2026-03-04 ', '2026-03-04'],
    ['2026-03-04T16:30:00Z', '2026-03-05'],
    ['2026-03-04T16:30:00.000Z', '2026-03-05'],
    ['2026-03-04T15:59:59Z', '2026-03-04'],
    ['2026-03-05T00:30:00+08:00', '2026-03-05'],
    ['2026-03-04T20:00:00-05:00', '2026-03-05'],
    ['2026-03-04T23:00:00', '2026-03-04'],
    ['2026-03-04 23:00', '2026-03-04'],
    ['2026-02-30', null],
    ['2026-02-30T10:00:00Z', null],
    ['04/03/2026', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(toMalaysiaIsoDate(input)).toBe(expected);
  });

  it('accepts a Date and rejects missing values', () => {
    expect(toMalaysiaIsoDate(new Date('2026-03-04T23:30:00Z'))).toBe('2026-03-05');
    expect(toMalaysiaIsoDate(new Date('nonsense'))).toBeNull();
    expect(toMalaysiaIsoDate(null)).toBeNull();
    expect(toMalaysiaIsoDate(undefined)).toBeNull();
  });
});
