import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import type {
  RankingRules,
  RankingRulesInput,
  rankingSeasonsSchema,
} from '@app/shared/competition/rankings';

export type RankingSeasons = z.infer<typeof rankingSeasonsSchema>;

const KEY = ['admin-results', 'ranking-rules'] as const;

/** `GET /api/admin/ranking-rules`: every season (oldest first) and the tiers a table may name. */
export function useRankingSeasons() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<RankingSeasons>('/api/admin/ranking-rules', { signal }),
  });
}

/** `PUT /api/admin/ranking-rules`: a season to come (the same start date replaces it). */
export function useSaveRankingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RankingRulesInput) =>
      apiRequest<RankingRules>('/api/admin/ranking-rules', { method: 'PUT', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
