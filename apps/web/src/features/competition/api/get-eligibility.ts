import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { eligibilityListSchema } from '@app/shared/competition/setup';

import { competitionKey } from './keys';

/** The signed-in player's eligibility for each division of a tournament. */
export function useEligibility(tournamentId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...competitionKey, 'eligibility', tournamentId],
    queryFn: async ({ signal }) =>
      eligibilityListSchema.parse(
        await apiRequest<unknown>(
          `/api/tournaments/${encodeURIComponent(tournamentId)}/competition/eligibility`,
          { signal },
        ),
      ),
    enabled,
  });
}
