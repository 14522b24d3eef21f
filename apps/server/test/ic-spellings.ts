import fc from 'fast-check';

import { toAsciiDigits } from '@app/shared/ic-number';

/** An IC number as issued: YYMMDD (a real date), a place-of-birth code, four digits. */
export const plausibleIc = fc
  .tuple(
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
    fc.integer({ min: 1, max: 59 }),
    fc.integer({ min: 0, max: 9999 }),
  )
  .map(
    ([yy, mm, dd, pb, n]) =>
      [yy, mm, dd, pb].map((v) => String(v).padStart(2, '0')).join('') + String(n).padStart(4, '0'),
  );

/** How one digit may be written: ASCII, other scripts' digits, URL-encoded once or more. */
const DIGIT_FORMS: ((d: number) => string)[] = [
  (d) => String(d),
  (d) => String(d),
  (d) => String.fromCodePoint(0xff10 + d), // full-width
  (d) => String.fromCodePoint(0x0660 + d), // Arabic-Indic
  (d) => String.fromCodePoint(0x0966 + d), // Devanagari
  (d) => String.fromCodePoint(0x1d7ce + d), // mathematical bold (outside the BMP)
  (d) => `%3${d}`,
  (d) => `%253${d}`,
  (d) => `%25253${d}`,
  (d) => encodeURIComponent(String.fromCodePoint(0xff10 + d)),
];

/** What people and clients put between digits. */
const SEPARATORS = [
  ' ',
  '-',
  '.',
  '/',
  '+',
  '_',
  '\t',
  '\n',
  '\u00a0', // no-break space
  '\u2007', // figure space
  '\u2009', // thin space
  '\u202f', // narrow no-break space
  '\u3000', // ideographic space
  '\u2013', // en dash
  '\u2014', // em dash
  '\u2212', // minus sign
  '\uff0d', // full-width hyphen-minus
  '\uff0e', // full-width full stop
  '\u00b7', // middle dot
  '\u200b', // zero-width space
  '\u2060', // word joiner
  '\u00ad', // soft hyphen
  '%20',
  '%2D',
  '%2e',
  '%C2%A0',
  '%E2%80%89',
  '%252D',
  '%25252D',
  '%2520',
];

/** A way to spell an IC: each digit in some form, anything from none to three separators between. */
export const icSpelling = fc
  .tuple(
    fc.array(fc.integer({ min: 0, max: DIGIT_FORMS.length - 1 }), {
      minLength: 12,
      maxLength: 12,
    }),
    fc.array(
      fc.oneof(
        { arbitrary: fc.constant([] as string[]), weight: 3 },
        {
          arbitrary: fc.array(fc.constantFrom(...SEPARATORS), { minLength: 1, maxLength: 3 }),
          weight: 2,
        },
      ),
      { minLength: 11, maxLength: 11 },
    ),
  )
  .map(
    ([forms, gaps]) =>
      (ic: string) =>
        [...ic]
          .map((d, i) => DIGIT_FORMS[forms[i]!]!(Number(d)) + (gaps[i] ?? []).join(''))
          .join(''),
  );

/** Runs of URL-encoded bytes as UTF-8 text. */
function percentDecode(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) =>
    Buffer.from(run.replace(/%/g, ''), 'hex').toString('utf8'),
  );
}

/**
 * Every digit a reader could recover from `text`, in order: JSON escapes and URL encoding
 * (however many times) undone, every script's digits read as ASCII, everything else dropped. An
 * IC number that survived anywhere, in any spelling, shows here as its 12 digits in a row.
 */
export function revealedDigits(text: string): string {
  let decoded = text.replace(/\\u([0-9A-Fa-f]{4})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  for (let previous = ''; previous !== decoded;)
    [previous, decoded] = [decoded, percentDecode(decoded)];
  return toAsciiDigits(decoded).replace(/\D/g, '');
}
