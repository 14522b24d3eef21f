import { ApiError } from '@/lib/api-client';

/** One refused row of a results file (its line) or of the rows typed on screen (its number). */
export interface RowError {
  row: number | null;
  section: 'results' | 'matches' | 'file' | null;
  message: string;
}

/**
 * The refused rows of a 400 from the results routes: its `details` carry `{ row, section,
 * message }` (docs/operations.md "Results"); a request refused by its schema names a path
 * (`rows.2.memberIds`), whose index becomes the row number. Null for any other failure.
 */
export function rowErrorsOf(error: unknown): RowError[] | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.details.length === 0) {
    return null;
  }
  return error.details.map((detail) => {
    const extra = detail as { row?: unknown; section?: unknown };
    const index = /^(rows|matches)\.(\d+)/.exec(detail.path);
    const row = typeof extra.row === 'number' ? extra.row : index ? Number(index[2]) + 1 : null;
    const section =
      extra.section === 'results' || extra.section === 'matches' || extra.section === 'file'
        ? extra.section
        : index?.[1] === 'matches'
          ? 'matches'
          : index
            ? 'results'
            : null;
    return { row, section, message: detail.message };
  });
}
