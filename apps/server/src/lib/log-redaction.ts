/**
 * IC numbers never reach the logs (ADR 015 promises none at rest; round 2, item 4). Every log
 * line is filtered as it is written: any 12 digits in the shape of an IC number, with or without
 * separators (`900101-14-5678`, `900101 14 5678`, `900101+14+5678`), URL-encoded (`%2D`, `%20`,
 * `%2B`, digits as `%3N`, double-encoded `%252D`) or escaped in JSON (`\t`), become `[IC]`. Both
 * string values (URLs, query strings, messages, error stacks) and a bare 12-digit number are
 * covered, whatever field or message carries them.
 */

const DIGIT = String.raw`(?:\d|%3\d|%253\d)`;
const SEPARATOR = String.raw`(?:[\s\-+._/]|%(?:25)?(?:2[dDbB0]|2[fF])|\\[tnr])?`;
const IC_SHAPED = new RegExp(
  String.raw`(?<!\d)${DIGIT}{6}${SEPARATOR}${DIGIT}{2}${SEPARATOR}${DIGIT}{4}(?!\d|%3\d|%253\d)`,
  'g',
);
/** A JSON string literal, escapes included. */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;
/** A bare 12-digit JSON number (an IC sent as a number). */
const JSON_IC_NUMBER = /([:,[]\s*)-?\d{12}(?=\s*[,}\]])/g;

export const IC_REDACTED = '[IC]';

/** Text with every IC-shaped value replaced by `[IC]`. */
export function redactIcNumbers(text: string): string {
  return text.replace(IC_SHAPED, IC_REDACTED);
}

/** One serialised (JSON) log line with IC-shaped values redacted; numbers stay valid JSON. */
export function redactIcNumbersInLogLine(line: string): string {
  return line
    .replace(JSON_STRING, (literal) => redactIcNumbers(literal))
    .replace(JSON_IC_NUMBER, `$1"${IC_REDACTED}"`);
}
