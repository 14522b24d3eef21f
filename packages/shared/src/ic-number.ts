/** Digits in a Malaysian identity card (MyKad) number: YYMMDD-PB-NNNN. */
export const IC_NUMBER_DIGITS = 12;
/** Length of the formatted number, 6-2-4 digits with two hyphens (the form field's max length). */
export const IC_NUMBER_FORMATTED_LENGTH = 14;

const GROUP_SIZES = [6, 2, 4] as const;

const UNICODE_DIGIT = /\p{Nd}/u;

/**
 * Every Unicode decimal digit as its ASCII digit ('９' full-width, '٩' Arabic-Indic → '9'),
 * other characters as they are. Unicode keeps each script's digits as a run of ten from zero
 * (runs may follow one another, as the mathematical digits do), so a digit's value is its
 * distance from the start of its run, modulo ten. For spotting an IC number however it was typed
 * (the logs); `normalizeIcNumber` still takes ASCII digits only.
 */
export function toAsciiDigits(input: string): string {
  let out = '';
  for (const ch of input) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (!UNICODE_DIGIT.test(ch)) out += ch;
    else {
      let start = ch.codePointAt(0)!;
      while (UNICODE_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
      out += String((ch.codePointAt(0)! - start) % 10);
    }
  }
  return out;
}

/** Keeps ASCII digits only, capped at 12 ('900101-10-5555' → '900101105555'). */
export function normalizeIcNumber(input: string): string {
  return input.replace(/\D/g, '').slice(0, IC_NUMBER_DIGITS);
}

/** Splits up to 12 characters into the 6-2-4 groups, leaving out empty groups. */
function groupIcCharacters(chars: string): string {
  const groups: string[] = [];
  let start = 0;
  for (const size of GROUP_SIZES) {
    const group = chars.slice(start, start + size);
    if (group === '') break;
    groups.push(group);
    start += size;
  }
  return groups.join('-');
}

/**
 * Live-typing formatter: digits grouped 6-2-4 with hyphens as they are typed
 * ('9001' → '9001', '90010110' → '900101-10', '900101105555' → '900101-10-5555').
 * Non-digits are ignored and digits past the 12th are dropped, so the result is at most 14 long.
 */
export function formatIcNumber(input: string): string {
  return groupIcCharacters(normalizeIcNumber(input));
}

/** True when the input holds exactly 12 digits, written plain or with hyphens/spaces. */
export function isCompleteIcNumber(input: string): boolean {
  return /^[\d\s-]*$/.test(input) && input.replace(/\D/g, '').length === IC_NUMBER_DIGITS;
}

/**
 * Masked display for everyone but admins: only the last 4 digits show ('******-**-5555').
 * An incomplete number reveals nothing: every digit is masked.
 */
export function maskIcNumber(input: string): string {
  const digits = normalizeIcNumber(input);
  const visible = digits.length === IC_NUMBER_DIGITS ? 4 : 0;
  const hidden = digits.length - visible;
  return groupIcCharacters('*'.repeat(hidden) + digits.slice(hidden));
}

/** The masked form from the last four digits alone (what the server keeps in clear). */
export function maskedIcFromLast4(last4: string | null | undefined): string {
  return /^\d{4}$/.test(last4 ?? '') ? `******-**-${last4}` : '******-**-****';
}
