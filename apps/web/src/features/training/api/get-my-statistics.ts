import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { playerStatisticsSchema } from '@app/shared/enrolment';

import { trainingQueryKey } from './get-programs';

export const myStatisticsQueryKey = [...trainingQueryKey, 'statistics'] as const;

/** The player's own statistics. */
export function useMyStatistics() {
  return useQuery({
    queryKey: myStatisticsQueryKey,
    queryFn: async ({ signal }) =>
      playerStatisticsSchema.parse(
        await apiRequest<unknown>('/api/players/me/statistics', { signal }),
      ),
  });
}
