import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Tier } from '@app/shared/competition/setup';

export const tiersQueryKey = ['admin-competition', 'tiers'] as const;

/** `GET /api/admin/competition/tiers`: every sanctioning tier, active or not. */
export function getTiers(signal?: AbortSignal) {
  return apiRequest<Tier[]>('/api/admin/competition/tiers', { signal });
}

export function useTiers() {
  return useQuery({
    queryKey: tiersQueryKey,
    queryFn: ({ signal }) => getTiers(signal),
  });
}
