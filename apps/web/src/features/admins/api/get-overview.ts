import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { adminOverviewSchema, type AdminOverview } from '@app/shared/staff';

export const adminOverviewQueryKey = ['admins', 'overview'] as const;

/** The dashboard's overview: what waits, this month's membership figures (by role), events. */
export function useAdminOverview() {
  return useQuery({
    queryKey: adminOverviewQueryKey,
    queryFn: async ({ signal }): Promise<AdminOverview> =>
      adminOverviewSchema.parse(await apiRequest<unknown>('/api/admin/overview', { signal })),
  });
}
