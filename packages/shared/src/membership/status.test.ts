import { describe, expect, it } from 'vitest';

import { formatIsoDate, malaysiaToday } from '../birth-date';

import { addDays, addMonths, todayInMalaysia } from './dates';
import { formatRinggit, parseRinggit } from './money';
import { membershipStatusOn } from './status';

const EXPIRES = '2026-12-31';
const facts = { expiresOn: EXPIRES, suspendedAt: null, cancelledAt: null };

describe('membership status at each boundary (Malaysia time, UTC+8)', () => {
  /** The status at an instant, as the server computes it. */
  const at = (instant: string, grace = 30) =>
    membershipStatusOn(todayInMalaysia(new Date(instant)), facts, grace);

  it('is active the day before expiry and all of the expiry day', () => {
    expect(at('2026-12-30T12:00:00+08:00')).toBe('active');
    expect(at('2026-12-31T00:00:00+08:00')).toBe('active');
    expect(at('2026-12-31T23:59:59+08:00')).toBe('active');
    // 23:30 UTC on the 30th is already the 31st in Malaysia; 15:59 UTC on the 31st is still it.
    expect(at('2026-12-31T15:59:59Z')).toBe('active');
  });

  it('is in grace from the day after expiry through the last grace day', () => {
    expect(at('2026-12-31T16:00:00Z')).toBe('grace'); // 1 January 00:00 in Malaysia
    expect(at('2027-01-30T23:59:59+08:00')).toBe('grace'); // expiry + 30 days
  });

  it('is expired the day after the grace period', () => {
    expect(at('2027-01-31T00:00:00+08:00')).toBe('expired');
    expect(at('2027-01-01T00:00:00+08:00', 0)).toBe('expired');
  });

  it('lets a suspension win, and tells "cancelled" from "never a member"', () => {
    const today = '2026-06-01';
    expect(membershipStatusOn(today, { ...facts, suspendedAt: new Date() }, 30)).toBe('suspended');
    expect(membershipStatusOn(today, { ...facts, expiresOn: null }, 30)).toBe('none');
    expect(
      membershipStatusOn(
        today,
        { expiresOn: null, suspendedAt: null, cancelledAt: new Date() },
        30,
      ),
    ).toBe('cancelled');
  });
});

describe('membership dates and money', () => {
  it('adds months, clamping to the shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-25', 12)).toBe('2027-11-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('formats and parses ringgit in whole sen', () => {
    expect(formatRinggit(123450)).toBe('RM 1,234.50');
    expect(formatRinggit(5)).toBe('RM 0.05');
    expect(parseRinggit('1,234.5')).toBe(123450);
    expect(parseRinggit('RM 50')).toBe(5000);
    expect(parseRinggit('12.345')).toBeNull();
    expect(parseRinggit('-1')).toBeNull();
  });
});

describe('todayInMalaysia', () => {
  it('agrees with the time-zone database at the day boundary and across a year', () => {
    for (const instant of [
      '2026-12-31T15:59:59.999Z',
      '2026-12-31T16:00:00.000Z',
      '2028-02-28T16:00:00.000Z',
      '2026-06-15T03:00:00.000Z',
    ]) {
      const now = new Date(instant);
      expect(todayInMalaysia(now), instant).toBe(formatIsoDate(malaysiaToday(now)));
    }
  });
});
