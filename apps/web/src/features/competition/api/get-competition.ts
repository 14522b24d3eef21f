import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { competitionSchema } from '@app/shared/competition/setup';

import { competitionKey } from './keys';

/** A tournament's competition: whether it takes entries here, its window, tier and divisions. */
export function useCompetition(tournamentId: string, enabled = true) {
  return useQuery({
    queryKey: [...competitionKey, 'tournament', tournamentId],
    queryFn: async ({ signal }) =>
      competitionSchema.parse(
        await apiRequest<unknown>(
          `/api/tournaments/${encodeURIComponent(tournamentId)}/competition`,
          { signal },
        ),
      ),
    enabled: enabled && tournamentId !== '',
  });
}
