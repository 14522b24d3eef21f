import { IC_NUMBER_DIGITS, toAsciiDigits } from '@app/shared/ic-number';

/**
 * IC numbers never reach the logs (ADR 015 promises none at rest; round 2, item 4; issue 39).
 * Every log line is filtered as it is written. The text is read character by character as a
 * reader would decode it, and a run of digits with separators anywhere between them is replaced
 * by `[IC]` when it holds an IC number's 12 digits:
 *
 * - a digit is any Unicode decimal digit (ASCII, full-width `９`, Arabic-Indic …), also
 *   URL-encoded once or more (`%39`, `%2539`, full-width `%EF%BC%99`) or JSON-escaped;
 * - between two digits may stand up to four separators: any space (NBSP, thin, ideographic …),
 *   dash, dot, slash, plus or underscore, an invisible format character (zero-width space, soft
 *   hyphen), a JSON escape (`\t`, `\n`) or any of these URL-encoded (`%20`, `%C2%A0`, `%252D`),
 *   wherever they fall (`900101-14-5678`, `9001011 41231`, `9 0 0 1 0 1 1 4 5 6 7 8`).
 *
 * A run is redacted when it holds exactly 12 digits, or more than 12 with a separator (an IC and
 * a number after it); an unbroken run longer than 12 (a timestamp in text) is not an IC. Two
 * shapes are left alone: a UUID (ids in URLs), and a dotted IPv4 address whose digits do not
 * start with a date of birth (a client's address in every request line).
 */

export const IC_REDACTED = '[IC]';

type Kind = 'digit' | 'separator' | 'other';
interface Token {
  kind: Kind;
  /** The character as decoded (a digit folded to ASCII). */
  char: string;
  start: number;
  end: number;
}

const DIGIT = /\p{Nd}/u;
const SEPARATOR = /[\p{Z}\s\p{Pd}\p{Cf}\p{Mn}\u2212.\u00B7\u2024\u3002\uFF0E\uFF0F+_/]/u;
/** At most this many separators between two digits of one number. */
const MAX_GAP = 4;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
/** A JSON string literal, escapes included. */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;
/** A bare 12-digit JSON number (an IC sent as a number). */
const JSON_IC_NUMBER = /([:,[]\s*)-?\d{12}(?=\s*[,}\]])/g;

/** ASCII separators (the common case, decided without a regular expression). */
const ASCII_SEPARATORS = new Set([...' \t\n\v\f\r-./+_'].map((c) => c.charCodeAt(0)));

function kindOf(char: string): Kind {
  const code = char.charCodeAt(0);
  if (code < 0x80) {
    if (code >= 0x30 && code <= 0x39) return 'digit';
    return ASCII_SEPARATORS.has(code) ? 'separator' : 'other';
  }
  if (DIGIT.test(char)) return 'digit';
  return SEPARATOR.test(char) ? 'separator' : 'other';
}

/** Whether `text` has at least 12 digit characters (every spelling of an IC has). */
function hasTwelveDigits(text: string): boolean {
  let n = 0;
  for (let i = 0; i < text.length && n < IC_NUMBER_DIGITS; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) n += 1;
    else if (code >= 0x80 && DIGIT.test(String.fromCodePoint(text.codePointAt(i)!))) n += 1;
  }
  return n >= IC_NUMBER_DIGITS;
}

/** A URL-encoded byte, encoded once (`%2D`) or more (`%252D`, `%25252D`). */
const ENCODED_BYTE = /%(?:25)*([0-9A-Fa-f]{2})/y;

/** The byte URL-encoded at `at` (however many times), and where it ends. */
function encodedByte(text: string, at: number): { byte: number; end: number } | null {
  ENCODED_BYTE.lastIndex = at;
  const match = ENCODED_BYTE.exec(text);
  return match ? { byte: parseInt(match[1]!, 16), end: at + match[0].length } : null;
}

/** One URL-encoded character at `at` (its UTF-8 bytes, each encoded once or more). */
function encodedChar(text: string, at: number): { char: string; end: number } | null {
  const lead = encodedByte(text, at);
  if (!lead) return null;
  const length = lead.byte >= 0xf0 ? 4 : lead.byte >= 0xe0 ? 3 : lead.byte >= 0xc0 ? 2 : 1;
  const bytes = [lead.byte];
  let end = lead.end;
  while (bytes.length < length) {
    const next = encodedByte(text, end);
    if (!next || (next.byte & 0xc0) !== 0x80) break;
    bytes.push(next.byte);
    end = next.end;
  }
  return { char: Buffer.from(bytes).toString('utf8'), end };
}

/** The character at `at` as a reader decodes it: URL encoding and JSON escapes undone. */
function readChar(text: string, at: number): { char: string; end: number } {
  if (text[at] === '%') {
    const encoded = encodedChar(text, at);
    if (encoded) return encoded;
  }
  if (text[at] === '\\') {
    if (/^[tnrbf]$/.test(text[at + 1] ?? '')) return { char: ' ', end: at + 2 };
    const hex = /^u([0-9A-Fa-f]{4})/.exec(text.slice(at + 1, at + 6));
    if (hex) return { char: String.fromCharCode(parseInt(hex[1]!, 16)), end: at + 6 };
  }
  const code = text.charCodeAt(at);
  if (code < 0xd800 || code > 0xdbff) return { char: text[at]!, end: at + 1 };
  const char = String.fromCodePoint(text.codePointAt(at)!);
  return { char, end: at + char.length };
}

/** A client's IPv4 address, unless its digits read as an IC (a valid date of birth first). */
function isPlainIpAddress(decoded: string, digits: string): boolean {
  const quad = IPV4.exec(decoded);
  if (!quad || quad.slice(1).some((octet) => Number(octet) > 255)) return false;
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  return !(month >= 1 && month <= 12 && day >= 1 && day <= 31);
}

/** Whether the run of tokens (digits and the separators between them) holds an IC number. */
function holdsIcNumber(run: Token[]): boolean {
  const decoded = run.map((t) => (t.kind === 'digit' ? t.char : t.char === '.' ? '.' : ' '));
  const digits = run.filter((t) => t.kind === 'digit').map((t) => t.char);
  if (digits.length < IC_NUMBER_DIGITS) return false;
  const unbroken = run.every((t) => t.kind === 'digit');
  if (digits.length > IC_NUMBER_DIGITS && unbroken) return false;
  return !isPlainIpAddress(decoded.join(''), digits.join(''));
}

function redactRuns(text: string): string {
  if (!hasTwelveDigits(text)) return text;
  let out = '';
  let copied = 0;
  /** The run being read: digits, and the separators after each. */
  let run: Token[] = [];
  let gap = 0;
  const close = () => {
    while (run.length > 0 && run[run.length - 1]!.kind !== 'digit') run.pop();
    if (holdsIcNumber(run)) {
      out += text.slice(copied, run[0]!.start) + IC_REDACTED;
      copied = run[run.length - 1]!.end;
    }
    run = [];
    gap = 0;
  };
  for (let at = 0; at < text.length;) {
    const code = text.charCodeAt(at);
    // Most characters are plain ASCII that is neither digit, separator nor an escape.
    if (code < 0x80 && code !== 0x25 && code !== 0x5c && kindOf(text[at]!) === 'other') {
      if (run.length > 0) close();
      at += 1;
      continue;
    }
    const { char, end } = readChar(text, at);
    const kind = kindOf(char);
    if (kind === 'digit') {
      const digit = char.charCodeAt(0) >= 0x80 ? toAsciiDigits(char) : char;
      run.push({ kind, char: digit, start: at, end });
      gap = 0;
    } else if (kind === 'separator' && run.length > 0) {
      gap += 1;
      if (gap > MAX_GAP) close();
      else run.push({ kind, char, start: at, end });
    } else if (kind === 'other' && run.length > 0) close();
    at = end;
  }
  close();
  return out + text.slice(copied);
}

/** Text with every IC number, in any spelling, replaced by `[IC]`. */
export function redactIcNumbers(text: string): string {
  if (!hasTwelveDigits(text)) return text;
  let out = '';
  let from = 0;
  for (const uuid of text.matchAll(UUID)) {
    out += redactRuns(text.slice(from, uuid.index)) + uuid[0];
    from = uuid.index + uuid[0].length;
  }
  return out + redactRuns(text.slice(from));
}

/** One serialised (JSON) log line with IC numbers redacted; numbers stay valid JSON. */
export function redactIcNumbersInLogLine(line: string): string {
  return line
    .replace(JSON_STRING, (literal) => redactIcNumbers(literal))
    .replace(JSON_IC_NUMBER, `$1"${IC_REDACTED}"`);
}
