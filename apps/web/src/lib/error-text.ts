import { ApiError, NetworkError } from './api-client';

export interface ErrorTextOptions {
  /** When the server gave no text of its own (or the failure was not an API answer). */
  fallback: string;
  /** When the request never reached the server; defaults to `fallback`. */
  network?: string;
}

/** True for an answer without an `{ error }` body: the client only knows its status. */
function isBareStatus(error: ApiError): boolean {
  return error.code === undefined && /^HTTP error! status: \d+$/.test(error.message);
}

/** The server's own text for a failed call, or null when it gave none. */
export function serverText(error: ApiError): string | null {
  return !error.message || isBareStatus(error) ? null : error.message;
}

/** What to tell the user about a failed call: the server's own `error` text, else a fallback. */
export function errorText(error: unknown, { fallback, network = fallback }: ErrorTextOptions) {
  if (error instanceof NetworkError) return network;
  if (!(error instanceof ApiError) || !error.message || isBareStatus(error)) return fallback;
  return error.message;
}
