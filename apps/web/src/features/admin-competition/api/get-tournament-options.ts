import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Tournament } from '@app/shared/tournaments';

/** `GET /api/tournaments`: the published tournaments to pick from, latest first. */
export function getTournamentOptions(signal?: AbortSignal) {
  return apiRequest<Tournament[]>('/api/tournaments', { signal });
}

export function useTournamentOptions() {
  return useQuery({
    queryKey: ['admin-competition', 'tournaments'] as const,
    queryFn: ({ signal }) => getTournamentOptions(signal),
    select: (list) => [...list].sort((a, b) => (a.startDate < b.startDate ? 1 : -1)),
  });
}
