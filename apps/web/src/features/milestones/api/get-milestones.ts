import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { milestoneSchema, type Milestone } from '@app/shared/content';

export const milestonesQueryKey = ['milestones', 'list'] as const;

/** Milestones in display order; a failed fetch is an empty list (spec §8). */
export async function getMilestones({ signal }: { signal?: AbortSignal } = {}): Promise<
  Milestone[]
> {
  try {
    const data = await apiRequest<unknown>('/api/milestones', { signal });
    return z.array(milestoneSchema).parse(data);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  }
}

export function milestonesQueryOptions() {
  return queryOptions({
    queryKey: milestonesQueryKey,
    queryFn: ({ signal }) => getMilestones({ signal }),
    staleTime: 60_000,
  });
}

export function useMilestones() {
  return useQuery(milestonesQueryOptions());
}
