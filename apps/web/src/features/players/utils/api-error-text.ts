import { ApiError } from '@/lib/api-client';

/**
 * The server's own error text, or `fallback` when there is none: not an ApiError, or an answer
 * without an `{ error }` body (the client then only knows the status).
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const isBare = error.code === undefined && /^HTTP error! status: \d+$/.test(error.message);
  return isBare || !error.message ? fallback : error.message;
}
