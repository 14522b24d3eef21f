import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Division } from '@app/shared/competition/setup';
import type { Tournament } from '@app/shared/tournaments';

const ROOT = ['admin-results'] as const;

/** `GET /api/tournaments`: the tournaments to pick from, latest first. */
export function useTournamentChoices() {
  return useQuery({
    queryKey: [...ROOT, 'tournaments'] as const,
    queryFn: ({ signal }) => apiRequest<Tournament[]>('/api/tournaments', { signal }),
    select: (list) => [...list].sort((a, b) => (a.startDate < b.startDate ? 1 : -1)),
  });
}

export const divisionChoicesKey = (tournamentId: string) =>
  [...ROOT, 'divisions', tournamentId] as const;

/** `GET /api/admin/tournaments/{id}/divisions`: the tournament's divisions (none: no entries). */
export function useDivisionChoices(tournamentId: string | undefined) {
  return useQuery({
    queryKey: divisionChoicesKey(tournamentId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<Division[]>(
        `/api/admin/tournaments/${encodeURIComponent(tournamentId ?? '')}/divisions`,
        { signal },
      ),
    enabled: Boolean(tournamentId),
  });
}
