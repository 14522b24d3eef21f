import { ApiError, NetworkError } from '@/lib/api-client';

export interface ErrorFallbacks {
  /** When the server answered without an `{ error }` text. */
  failed: string;
  /** When the request never reached the server; defaults to `failed`. */
  network?: string;
}

/** The server's own `error` text, else the catalogue's fallback for the kind of failure. */
export function errorText(error: unknown, { failed, network = failed }: ErrorFallbacks): string {
  if (error instanceof NetworkError) return network;
  if (!(error instanceof ApiError)) return failed;
  const isBare = error.code === undefined && /^HTTP error! status: \d+$/.test(error.message);
  return isBare || !error.message ? failed : error.message;
}
