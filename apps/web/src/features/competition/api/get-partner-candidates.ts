import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { partnerCandidateSchema } from '@app/shared/competition/entries';

import { competitionKey } from './keys';

/** Eligible members who allow being picked as a partner in a division, by name or member ID. */
export function usePartnerCandidates(divisionId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...competitionKey, 'partners', divisionId, q],
    queryFn: async ({ signal }) =>
      z.array(partnerCandidateSchema).parse(
        await apiRequest<unknown>(`/api/divisions/${encodeURIComponent(divisionId)}/partners`, {
          signal,
          query: { q: q || undefined },
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
