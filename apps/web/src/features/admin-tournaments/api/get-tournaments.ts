import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Tournament } from '@app/shared/tournaments';

/** Prefix of every admin tournament query; invalidate it after a delete or a sync. */
export const adminTournamentsQueryKey = ['admin-tournaments'] as const;
export const adminTournamentListKey = [...adminTournamentsQueryKey, 'list'] as const;

/** `GET /api/tournaments`: every published tournament, by start date. */
export async function getTournaments(signal?: AbortSignal): Promise<Tournament[]> {
  const data = await apiRequest<unknown>('/api/tournaments', { signal });
  return Array.isArray(data) ? (data as Tournament[]) : [];
}

export function useAdminTournaments() {
  return useQuery({
    queryKey: adminTournamentListKey,
    queryFn: ({ signal }) => getTournaments(signal),
  });
}
