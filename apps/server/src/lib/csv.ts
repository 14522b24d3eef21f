/** CSV for spreadsheets: RFC 4180 quoting, CRLF lines, formulas neutralised. */

/** Excel reads a file as UTF-8 (Malay and Chinese names intact) when it starts with this. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field: quoted when needed, and a leading = + - @ (a spreadsheet formula) neutralised
 * with an apostrophe, so an exported value can never run in the reader's spreadsheet.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: unknown[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
