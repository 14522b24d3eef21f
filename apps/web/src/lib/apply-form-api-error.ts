import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError, NetworkError } from '@/lib/api-client';

interface ApplyFormApiErrorOptions<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** Field names of the form; server details for other paths fall back to the form message. */
  fields: readonly Path<T>[];
  /** Server error texts that belong to one field (e.g. 'Current password is incorrect'). */
  fieldForStatus?: Partial<Record<number, Path<T>>>;
  messages: { network: string; generic: string };
}

/**
 * Puts a failed request's error where the user acted: server validation details and known
 * per-field failures on their inputs, anything else as one form-level message (returned).
 */
export function applyFormApiError<T extends FieldValues>(
  error: unknown,
  { setError, fields, fieldForStatus = {}, messages }: ApplyFormApiErrorOptions<T>,
): string | null {
  if (error instanceof NetworkError) return messages.network;
  if (!(error instanceof ApiError)) return messages.generic;

  const isField = (path: string): path is Path<T> => (fields as readonly string[]).includes(path);
  let placed = false;
  for (const detail of error.details) {
    if (isField(detail.path)) {
      setError(detail.path, { type: 'server', message: detail.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (placed) return null;

  const field = fieldForStatus[error.status];
  if (field) {
    setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    return null;
  }
  return error.message || messages.generic;
}
