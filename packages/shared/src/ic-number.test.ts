import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  IC_NUMBER_FORMATTED_LENGTH,
  formatIcNumber,
  isCompleteIcNumber,
  maskIcNumber,
  normalizeIcNumber,
  toAsciiDigits,
} from './ic-number';

/** Arbitrary text, including full Unicode, and plausible IC-like input with separators. */
const anyInput = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'0123456789- '), maxLength: 20 }),
);

const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

describe('normalizeIcNumber', () => {
  it.each([
    ['', ''],
    ['900101-10-5555', '900101105555'],
    [' 900101 10 5555 ', '900101105555'],
    ['9001011055551234', '900101105555'],
    ['ab9c0', '90'],
    ['٩٠٠١', ''], // Arabic-Indic digits are not IC digits
  ])('%j → %j', (input, expected) => {
    expect(normalizeIcNumber(input)).toBe(expected);
  });
});

describe('toAsciiDigits', () => {
  it.each([
    ['900101-14-5678', '900101-14-5678'],
    ['９００１０１－１４', '900101－14'],
    ['٩٠٠١٠١', '900101'],
    ['०१२३४५६७८९', '0123456789'],
    ['௧௨', '12'],
    ['𝟎𝟗𝟘𝟡𝟵', '09099'],
    ['IC: abc', 'IC: abc'],
  ])('%j → %j', (input, expected) => {
    expect(toAsciiDigits(input)).toBe(expected);
  });

  it('keeps every non-digit and turns every Unicode digit into one ASCII digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const out = toAsciiDigits(text);
        expect([...out].length).toBe([...text].length);
        expect(out.replace(/\d/g, '')).toBe(text.replace(/\p{Nd}/gu, ''));
      }),
    );
  });
});

describe('formatIcNumber', () => {
  it.each([
    ['', ''],
    ['9', '9'],
    ['9001', '9001'],
    ['900101', '900101'],
    ['9001011', '900101-1'],
    ['90010110', '900101-10'],
    ['900101105', '900101-10-5'],
    ['900101105555', '900101-10-5555'],
    ['9001011055559', '900101-10-5555'],
    ['900101-10-5555', '900101-10-5555'],
    ['900101-', '900101'],
    ['x9y0z0 1/0-1', '900101'],
  ])('%j → %j', (input, expected) => {
    expect(formatIcNumber(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyInput, (s) => formatIcNumber(formatIcNumber(s)) === formatIcNumber(s)),
    );
  });

  it('never exceeds the field length and keeps only digits and hyphens', () => {
    fc.assert(
      fc.property(anyInput, (s) => {
        const formatted = formatIcNumber(s);
        return formatted.length <= IC_NUMBER_FORMATTED_LENGTH && /^[\d-]*$/.test(formatted);
      }),
    );
  });

  it('round-trips any 12 digits through normalise ∘ format', () => {
    fc.assert(
      fc.property(digitString(12, 12), (digits) => {
        const formatted = formatIcNumber(digits);
        return /^\d{6}-\d{2}-\d{4}$/.test(formatted) && normalizeIcNumber(formatted) === digits;
      }),
    );
  });

  it('keeps the digits of any partial input in order', () => {
    fc.assert(
      fc.property(
        digitString(0, 12),
        (digits) => normalizeIcNumber(formatIcNumber(digits)) === digits,
      ),
    );
  });
});

describe('isCompleteIcNumber', () => {
  it.each([
    ['900101105555', true],
    ['900101-10-5555', true],
    ['900101 10 5555', true],
    ['90010110555', false],
    ['9001011055551', false],
    ['900101-10-555a', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isCompleteIcNumber(input)).toBe(expected);
  });
});

describe('maskIcNumber', () => {
  it('shows only the last 4 digits of a complete number', () => {
    expect(maskIcNumber('900101105555')).toBe('******-**-5555');
    expect(maskIcNumber('900101-10-5555')).toBe('******-**-5555');
  });

  it('reveals nothing of an incomplete number', () => {
    expect(maskIcNumber('')).toBe('');
    expect(maskIcNumber('9001')).toBe('****');
    expect(maskIcNumber('90010110555')).toBe('******-**-***');
  });

  it('never reveals more than the last 4 digits', () => {
    fc.assert(
      fc.property(digitString(12, 12), (digits) => {
        const masked = maskIcNumber(digits);
        return masked === `******-**-${digits.slice(8)}`;
      }),
    );
  });
});
