import { ApiError, NetworkError } from '@/lib/api-client';

/** The server's error text, the connection message, or `unknown` (spec: 'Unknown error'). */
export function errorText(error: unknown, texts: { network: string; unknown: string }): string {
  if (error instanceof NetworkError) return texts.network;
  if (error instanceof ApiError && error.message) return error.message;
  return texts.unknown;
}
