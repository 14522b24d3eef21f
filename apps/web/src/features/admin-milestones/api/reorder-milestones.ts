import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Milestone } from '@app/shared/content';

import { adminMilestonesQueryKey } from './get-milestones';

/** `PUT /api/milestones/order` `{ ids }`: the whole new order in one call. */
export function reorderMilestones(ids: string[]): Promise<Milestone[]> {
  return apiRequest<Milestone[]>('/api/milestones/order', { method: 'PUT', json: { ids } });
}

export function useReorderMilestones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderMilestones,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMilestonesQueryKey }),
  });
}
