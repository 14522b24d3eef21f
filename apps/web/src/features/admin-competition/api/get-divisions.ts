import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Division } from '@app/shared/competition/setup';

export const divisionsQueryKey = (tournamentId: string) =>
  ['admin-competition', 'divisions', tournamentId] as const;

/** `GET /api/admin/tournaments/{id}/divisions` with places taken and waiting. */
export function getDivisions(tournamentId: string, signal?: AbortSignal) {
  return apiRequest<Division[]>(
    `/api/admin/tournaments/${encodeURIComponent(tournamentId)}/divisions`,
    { signal },
  );
}

export function useDivisions(tournamentId: string) {
  return useQuery({
    queryKey: divisionsQueryKey(tournamentId),
    queryFn: ({ signal }) => getDivisions(tournamentId, signal),
  });
}
