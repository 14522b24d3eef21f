import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError } from '@/lib/api-client';

export interface ApplyFormApiErrorOptions<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** Field names of the form; server details for other paths are left to the form's message. */
  fields: readonly Path<T>[];
  /** Failures by status that belong to one field (401 on a password change: the current one). */
  fieldForStatus?: Partial<Record<number, Path<T>>>;
}

/**
 * Puts a failed request's error where the user acted: the server's validation `details` and
 * known per-field failures on their inputs, the first of them focused. Returns whether anything
 * was placed; when nothing was, the form shows the failure as its own message.
 */
export function applyFormApiError<T extends FieldValues>(
  error: unknown,
  { setError, fields, fieldForStatus = {} }: ApplyFormApiErrorOptions<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;

  const isField = (path: string): path is Path<T> => (fields as readonly string[]).includes(path);
  let placed = false;
  for (const detail of error.details) {
    if (isField(detail.path)) {
      setError(detail.path, { type: 'server', message: detail.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (placed) return true;

  const field = fieldForStatus[error.status];
  if (!field) return false;
  setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  return true;
}
