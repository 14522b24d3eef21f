import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Affiliate } from '@app/shared/organisation';

export const adminAffiliatesQueryKey = ['admin-organisation', 'affiliates'] as const;

/** `GET /api/affiliates`, by state then name. */
export function useAdminAffiliates() {
  return useQuery({
    queryKey: adminAffiliatesQueryKey,
    queryFn: ({ signal }) => apiRequest<Affiliate[]>('/api/affiliates', { signal }),
  });
}
