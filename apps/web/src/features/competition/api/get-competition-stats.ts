import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { competitionStatsSchema } from '@app/shared/competition/rankings';

import { competitionKey } from './keys';

/** The signed-in player's competition statistics: entries, placements, matches, rankings. */
export function useCompetitionStats() {
  return useQuery({
    queryKey: [...competitionKey, 'me', 'stats'],
    queryFn: async ({ signal }) =>
      competitionStatsSchema.parse(
        await apiRequest<unknown>('/api/players/me/competition-stats', { signal }),
      ),
  });
}
