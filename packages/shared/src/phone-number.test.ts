import { describe, expect, it } from 'vitest';

import { formatPhoneNumber } from './phone-number';

describe('phone numbers as Malaysians write them', () => {
  it.each([
    ['0123456789', '012-345 6789'],
    ['01123456789', '011-2345 6789'],
    ['0312345678', '03-1234 5678'],
    ['041234567', '04-123 4567'],
    ['082123456', '082-123 456'],
    ['+60123456789', '+60 12-345 6789'],
    ['+60312345678', '+60 3-1234 5678'],
    ['  0123456789 ', '012-345 6789'],
  ])('groups bare digits: %s → %s', (typed, written) => {
    expect(formatPhoneNumber(typed)).toBe(written);
  });

  it('keeps every digit of numbers it has no rule for, grouped so they stay text', () => {
    expect(formatPhoneNumber('+6591234567')).toBe('+659123 4567');
    expect(formatPhoneNumber('60123456789')).toBe('6012345 6789');
    expect(formatPhoneNumber('1234567')).toBe('123 4567');
  });

  it('keeps a number already written with spaces or hyphens as typed', () => {
    expect(formatPhoneNumber('012-345 6789')).toBe('012-345 6789');
    expect(formatPhoneNumber('+60 12 345 6789')).toBe('+60 12 345 6789');
    expect(formatPhoneNumber('')).toBe('');
  });
});
