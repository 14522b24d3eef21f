/** CSV for spreadsheets: RFC 4180 quoting, CRLF lines, formulas neutralised. */

/** Excel reads a file as UTF-8 (Malay and Chinese names intact) when it starts with this. */
export const UTF8_BOM = '\uFEFF';

/**
 * A formula trigger (= + - @) where a spreadsheet may start a cell: after a separator it may
 * split a line at (`,`, `;` where the decimal mark is a comma, tab, `|`) or a line break, spaces
 * and tabs aside. It does not honour our quotes when it splits at another separator than ours.
 */
const TRIGGER_AFTER_SEPARATOR = /([,;\t|\r\n][ \t\r\n]*)(?=[=+\-@])/g;
/** The same at the field's start, where a leading tab or carriage return counts as a trigger. */
const TRIGGER_AT_START = /^(?:[ \t\r\n]*[=+\-@]|[\t\r])/;

/**
 * One CSV field: quoted when needed, and a formula neutralised with an apostrophe wherever a
 * spreadsheet, whatever separator it splits at, could start a cell with one: so an exported
 * value can never run in the reader's spreadsheet. (A number such as -5 becomes '-5, text.)
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  text = text.replace(TRIGGER_AFTER_SEPARATOR, "$1'");
  if (TRIGGER_AT_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * An identifier people type freely (a payment's reference) for a CSV field. Bare digits would be
 * a number in a spreadsheet (a leading zero lost, digits past the 15th rounded), so they get the
 * apostrophe formulas get (`csvField`): the cell is text, every digit kept. (Phone numbers are
 * written grouped instead, as IC numbers are: `formatPhoneNumber`.)
 */
export function csvIdentifier(value: string | null | undefined): string {
  const text = value ?? '';
  return /^\s*\d+\s*$/.test(text) ? `'${text}` : text;
}

export function csvLine(fields: unknown[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
