import { useQuery } from '@tanstack/react-query';

import { ApiError, apiRequest } from '@/lib/api-client';
import { tournamentSchema, type Tournament } from '@app/shared/tournaments';

/**
 * One listed tournament, or null when none has that id (its page is then the not-found page,
 * the same on the server and in the browser).
 */
export async function getTournament(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Tournament | null> {
  try {
    return tournamentSchema.parse(
      await apiRequest<unknown>(`/api/tournaments/${encodeURIComponent(id)}`, { signal }),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function useTournament(id: string) {
  return useQuery({
    queryKey: ['tournaments', 'detail', id] as const,
    queryFn: ({ signal }) => getTournament(id, { signal }),
    staleTime: 60_000,
  });
}
