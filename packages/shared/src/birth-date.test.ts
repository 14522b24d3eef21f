import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  ageFromDateOfBirth,
  ageFromIc,
  centuryYear,
  dateOfBirthFromIc,
  formatIsoDate,
  isLeapYear,
  isValidCalendarDate,
  latestBirthDateForAge,
  malaysiaToday,
  parseIsoDate,
  resolveDateOfBirth,
} from './birth-date';

/** Noon of a Malaysian calendar date. */
const myt = (date: string, time = '12:00:00') => new Date(`${date}T${time}+08:00`);
const JUNE_15_2026 = myt('2026-06-15');

describe('malaysiaToday', () => {
  it('uses the Malaysian calendar date, not UTC', () => {
    expect(malaysiaToday(new Date('2026-12-31T15:59:59Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 31,
    });
    expect(malaysiaToday(new Date('2026-12-31T16:00:00Z'))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
    expect(malaysiaToday(new Date('2026-12-31T17:00:00Z')).year).toBe(2027);
  });
});

describe('centuryYear (one rule for age and date of birth)', () => {
  it.each([
    [0, 2000],
    [1, 2001],
    [25, 2025],
    [26, 2026], // the current two-digit year is 20YY
    [27, 1927], // the year after is 19YY
    [90, 1990],
    [99, 1999],
  ])('in June 2026, %i → %i', (yy, year) => {
    expect(centuryYear(yy, JUNE_15_2026)).toBe(year);
  });

  it('moves the pivot at midnight on New Year in Malaysia', () => {
    expect(centuryYear(27, myt('2026-12-31', '23:59:59'))).toBe(1927);
    expect(centuryYear(27, myt('2027-01-01', '00:00:00'))).toBe(2027);
    expect(centuryYear(27, new Date('2026-12-31T17:00:00Z'))).toBe(2027);
    expect(centuryYear(28, myt('2027-01-01'))).toBe(1928);
  });

  it('stays a 100-year window in the next century', () => {
    expect(centuryYear(0, myt('2100-03-01'))).toBe(2100);
    expect(centuryYear(1, myt('2100-03-01'))).toBe(2001);
    expect(centuryYear(99, myt('2100-03-01'))).toBe(2099);
  });

  it.each([-1, 100, 1.5, Number.NaN])('rejects %s', (yy) => {
    expect(() => centuryYear(yy, JUNE_15_2026)).toThrow(RangeError);
  });

  it('always gives a year in the 100 years up to the current one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.date({ min: new Date('1950-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (yy, now) => {
          const { year } = malaysiaToday(now);
          const result = centuryYear(yy, now);
          return result % 100 === yy && result <= year && result > year - 100;
        },
      ),
    );
  });
});

describe('calendar helpers', () => {
  it.each([
    [1900, false],
    [1996, true],
    [1997, false],
    [2000, true],
    [2100, false],
  ])('isLeapYear(%i) is %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it('validates calendar dates', () => {
    expect(isValidCalendarDate({ year: 2026, month: 4, day: 30 })).toBe(true);
    expect(isValidCalendarDate({ year: 2026, month: 4, day: 31 })).toBe(false);
    expect(isValidCalendarDate({ year: 2026, month: 0, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 2026, month: 1, day: 0 })).toBe(false);
    expect(isValidCalendarDate({ year: 2026, month: 1, day: 1.5 })).toBe(false);
  });

  it('parses strict YYYY-MM-DD only', () => {
    expect(parseIsoDate('1990-01-31')).toEqual({ year: 1990, month: 1, day: 31 });
    expect(parseIsoDate('1990-1-31')).toBeNull();
    expect(parseIsoDate('1990-02-30')).toBeNull();
    expect(parseIsoDate('1990-01-01T00:00:00Z')).toBeNull();
    expect(formatIsoDate({ year: 1990, month: 1, day: 5 })).toBe('1990-01-05');
  });
});

describe('dateOfBirthFromIc', () => {
  it.each([
    ['', null],
    ['90010', null], // fewer than 6 digits
    ['900101', '1990-01-01'],
    ['900101-10-5555', '1990-01-01'],
    ['000101105555', '2000-01-01'],
    ['991231', '1999-12-31'],
    ['270101', '1927-01-01'], // the year after the current one
    ['260101', '2026-01-01'], // the current year
  ])('in June 2026, %j → %s', (ic, expected) => {
    expect(dateOfBirthFromIc(ic, JUNE_15_2026)).toBe(expected);
  });

  it.each(['900001', '901301', '900100', '900132', '900431', '900230', '900631'])(
    'rejects the impossible date in %s',
    (ic) => {
      expect(dateOfBirthFromIc(ic, JUNE_15_2026)).toBeNull();
    },
  );

  it('knows leap years by the full year', () => {
    expect(dateOfBirthFromIc('960229', JUNE_15_2026)).toBe('1996-02-29');
    expect(dateOfBirthFromIc('970229', JUNE_15_2026)).toBeNull();
    expect(dateOfBirthFromIc('000229', JUNE_15_2026)).toBe('2000-02-29');
    expect(dateOfBirthFromIc('010229', JUNE_15_2026)).toBeNull();
    expect(dateOfBirthFromIc('040229', JUNE_15_2026)).toBe('2004-02-29');
    expect(dateOfBirthFromIc('280229', JUNE_15_2026)).toBe('1928-02-29');
    expect(dateOfBirthFromIc('270229', JUNE_15_2026)).toBeNull(); // 1927 is a common year
  });

  it('never gives a future date: the current two-digit year later this year is invalid', () => {
    expect(dateOfBirthFromIc('260615', JUNE_15_2026)).toBe('2026-06-15');
    expect(dateOfBirthFromIc('260616', JUNE_15_2026)).toBeNull();
    expect(dateOfBirthFromIc('261231', JUNE_15_2026)).toBeNull();
  });

  it('reads the year after as 20YY from New Year in Malaysia', () => {
    expect(dateOfBirthFromIc('270101', myt('2026-12-31', '23:59:59'))).toBe('1927-01-01');
    expect(dateOfBirthFromIc('270101', myt('2027-01-01', '00:00:00'))).toBe('2027-01-01');
  });

  it('round-trips any valid past date through the IC', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2098-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 999_999 }),
        (now, yearsAgo, month, day, tail) => {
          const date = { year: malaysiaToday(now).year - yearsAgo, month, day };
          fc.pre(
            isValidCalendarDate(date) && ageFromDateOfBirth(formatIsoDate(date), now) !== null,
          );
          const yymmdd = formatIsoDate(date).slice(2).replaceAll('-', '');
          const ic = `${yymmdd}${String(tail).padStart(6, '0')}`;
          return dateOfBirthFromIc(ic, now) === formatIsoDate(date);
        },
      ),
    );
  });
});

describe('ageFromIc', () => {
  it.each([
    ['', null],
    ['90061', null], // 5 digits: not yet
    ['900615', 36], // birthday today
    ['900614', 36],
    ['900616', 35], // birthday tomorrow
    ['901301', null],
    ['260615', 0], // born today
    ['260616', null], // would be in the future
    ['270101', 99], // 1927
    ['000101', 26],
  ])('in June 2026, %j → %s', (ic, expected) => {
    expect(ageFromIc(ic, JUNE_15_2026)).toBe(expected);
  });

  it('turns a year older at midnight Malaysian time on the birthday', () => {
    expect(ageFromIc('900615', new Date('2026-06-14T15:59:59Z'))).toBe(35);
    expect(ageFromIc('900615', new Date('2026-06-14T16:00:00Z'))).toBe(36);
  });

  it('ages a 29 February birthday on 1 March in common years', () => {
    expect(ageFromIc('000229', myt('2026-02-28'))).toBe(25);
    expect(ageFromIc('000229', myt('2026-03-01'))).toBe(26);
    expect(ageFromIc('000229', myt('2028-02-29'))).toBe(28);
  });

  it('is never negative or over 99 for any digits and any day', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 6, maxLength: 12 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2098-12-31'), noInvalidDate: true }),
        (ic, now) => {
          const age = ageFromIc(ic, now);
          const hasDob = dateOfBirthFromIc(ic, now) !== null;
          return hasDob ? age !== null && age >= 0 && age <= 99 : age === null;
        },
      ),
    );
  });
});

describe('ageFromDateOfBirth', () => {
  it.each([
    ['1990-06-15', 36],
    ['1990-06-16', 35],
    ['2026-06-15', 0],
    ['2026-06-16', null], // future
    ['1990-02-30', null],
    ['15/06/1990', null],
    ['', null],
  ])('in June 2026, %j → %s', (dob, expected) => {
    expect(ageFromDateOfBirth(dob, JUNE_15_2026)).toBe(expected);
  });
});

describe('latestBirthDateForAge (the public-name rule compares dates of birth with it)', () => {
  it('is 18 years before today in Malaysia, 29 February included', () => {
    expect(latestBirthDateForAge(18, JUNE_15_2026)).toBe('2008-06-15');
    // 16:30 UTC on 14 June is already 15 June in Malaysia.
    expect(latestBirthDateForAge(18, new Date('2026-06-14T16:30:00Z'))).toBe('2008-06-15');
    expect(latestBirthDateForAge(18, myt('2026-02-28'))).toBe('2008-02-28');
    expect(latestBirthDateForAge(18, myt('2028-02-29'))).toBe('2010-02-29');
  });

  it('agrees with ageFromDateOfBirth for every date of birth and day', () => {
    const day = fc.date({
      min: new Date('1990-01-01'),
      max: new Date('2060-12-31'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, day, (born, now) => {
        const dob = formatIsoDate(malaysiaToday(born));
        const age = ageFromDateOfBirth(dob, now);
        expect(dob <= latestBirthDateForAge(18, now)).toBe(age !== null && age >= 18);
      }),
    );
  });
});

describe('resolveDateOfBirth', () => {
  it('prefers a valid stored date and falls back to the IC', () => {
    expect(resolveDateOfBirth('1991-02-03', '900101105555', JUNE_15_2026)).toBe('1991-02-03');
    expect(resolveDateOfBirth(null, '900101105555', JUNE_15_2026)).toBe('1990-01-01');
    expect(resolveDateOfBirth(undefined, '900101105555', JUNE_15_2026)).toBe('1990-01-01');
    expect(resolveDateOfBirth('', '900101105555', JUNE_15_2026)).toBe('1990-01-01');
    expect(resolveDateOfBirth('1990-13-01', '900101105555', JUNE_15_2026)).toBe('1990-01-01');
    expect(resolveDateOfBirth('2030-01-01', '900101105555', JUNE_15_2026)).toBe('1990-01-01');
    expect(resolveDateOfBirth(null, '901301105555', JUNE_15_2026)).toBeNull();
  });
});
