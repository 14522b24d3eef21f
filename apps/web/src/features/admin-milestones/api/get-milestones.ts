import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Milestone } from '@app/shared/content';

export const adminMilestonesQueryKey = ['admin-content', 'milestones'] as const;

/** `GET /api/milestones`: every milestone in display order. */
export async function getMilestones(signal?: AbortSignal): Promise<Milestone[]> {
  const data = await apiRequest<unknown>('/api/milestones', { signal });
  return Array.isArray(data) ? (data as Milestone[]) : [];
}

export function useMilestones() {
  return useQuery({
    queryKey: adminMilestonesQueryKey,
    queryFn: ({ signal }) => getMilestones(signal),
  });
}
