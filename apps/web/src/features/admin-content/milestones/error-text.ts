import { ApiError, NetworkError } from '@/lib/api-client';

/** The server's message, the connection message, or the action's fallback (spec §8). */
export function milestoneErrorText(
  error: unknown,
  texts: { network: string; fallback: string },
): string {
  if (error instanceof NetworkError) return texts.network;
  if (error instanceof ApiError && error.message && !error.message.startsWith('HTTP error!')) {
    return error.message;
  }
  return texts.fallback;
}
