import { RANKINGS_MESSAGES as M } from '@app/shared/competition/rankings-messages';
import {
  MATCHES_CSV_HEADER,
  RESULTS_CSV_HEADER,
  type ResultRowError,
} from '@app/shared/competition/results';

/** A CSV record and the line of the file it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 records (quoted fields with "" inside and line breaks, CRLF or LF, a leading byte
 * order mark dropped). Null when a quote is never closed.
 */
export function parseCsv(text: string): CsvRecord[] | null {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let startLine = 1;
  let isQuoted = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (isQuoted) {
      if (ch === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') isQuoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') isQuoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      records.push({ line: startLine, cells: [...cells, cell] });
      cells = [];
      cell = '';
      line++;
      startLine = line;
    } else cell += ch;
  }
  if (isQuoted) return null;
  if (cell !== '' || cells.length > 0) records.push({ line: startLine, cells: [...cells, cell] });
  return records;
}

export interface CsvResultRow {
  row: number;
  division: string;
  placement: string;
  memberIds: string;
}
export interface CsvMatchRow {
  row: number;
  round: string;
  sideA: string;
  sideB: string;
  scores: string;
  winner: string;
}

const isBlank = (r: CsvRecord) => r.cells.every((c) => c.trim() === '');
const sameHeader = (r: CsvRecord, header: readonly string[]) =>
  fitted(r, header.length)?.every((c, i) => c.trim().toLowerCase() === header[i]) ?? false;

/** The record's cells when it has `n` (trailing empty cells, as spreadsheets add, ignored). */
function fitted(r: CsvRecord, n: number): string[] | null {
  const cells = [...r.cells];
  while (cells.length > n && cells.at(-1)!.trim() === '') cells.pop();
  return cells.length === n ? cells.map((c) => c.trim()) : null;
}

/**
 * The results file (docs/operations.md "Results"): the header `division,placement,member_ids`
 * and a row per placed entry; optionally, after it (or in a file of its own), a matches section
 * headed `round,side_a,side_b,scores,winner`.
 */
export function readResultsCsv(
  text: string,
  matchesText?: string,
): { rows: CsvResultRow[]; matches: CsvMatchRow[]; errors: ResultRowError[] } {
  const errors: ResultRowError[] = [];
  const rows: CsvResultRow[] = [];
  const matches: CsvMatchRow[] = [];
  const records = parseCsv(text);
  if (!records)
    return { rows, matches, errors: [{ row: 1, section: 'file', message: M.badQuotes }] };
  const filled = records.filter((r) => !isBlank(r));
  const [header, ...rest] = filled;
  if (!header)
    return { rows, matches, errors: [{ row: 1, section: 'file', message: M.fileEmpty }] };
  if (!sameHeader(header, RESULTS_CSV_HEADER))
    return {
      rows,
      matches,
      errors: [{ row: header.line, section: 'file', message: M.resultsHeader }],
    };
  let inMatches = false;
  for (const record of rest) {
    if (!inMatches && record.cells[0]?.trim().toLowerCase() === 'round') {
      inMatches = true;
      if (!sameHeader(record, MATCHES_CSV_HEADER))
        errors.push({ row: record.line, section: 'file', message: M.matchesHeader });
      continue;
    }
    if (inMatches) readMatch(record, matches, errors);
    else {
      const cells = fitted(record, RESULTS_CSV_HEADER.length);
      if (!cells) errors.push({ row: record.line, section: 'results', message: M.columnCount });
      else
        rows.push({
          row: record.line,
          division: cells[0]!,
          placement: cells[1]!,
          memberIds: cells[2]!,
        });
    }
  }
  if (matchesText !== undefined) readMatchesFile(matchesText, matches, errors);
  return { rows, matches, errors };
}

function readMatch(record: CsvRecord, matches: CsvMatchRow[], errors: ResultRowError[]) {
  const cells = fitted(record, MATCHES_CSV_HEADER.length);
  if (!cells) {
    errors.push({ row: record.line, section: 'matches', message: M.columnCount });
    return;
  }
  const [round, sideA, sideB, scores, winner] = cells as [string, string, string, string, string];
  matches.push({ row: record.line, round, sideA, sideB, scores, winner });
}

function readMatchesFile(text: string, matches: CsvMatchRow[], errors: ResultRowError[]) {
  const records = parseCsv(text);
  if (!records) {
    errors.push({ row: 1, section: 'matches', message: M.badQuotes });
    return;
  }
  const [header, ...rest] = records.filter((r) => !isBlank(r));
  if (!header) return;
  if (!sameHeader(header, MATCHES_CSV_HEADER)) {
    errors.push({ row: header.line, section: 'matches', message: M.matchesHeader });
    return;
  }
  for (const record of rest) readMatch(record, matches, errors);
}
