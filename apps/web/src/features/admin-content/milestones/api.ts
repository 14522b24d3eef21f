import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Milestone, SaveMilestoneInput } from '@app/shared/content';

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

/** `POST /api/milestones` or `PATCH /api/milestones/{id}` as multipart (`milestoneImage`). */
export function saveMilestone({
  id,
  input,
  image,
}: {
  id?: string;
  input: SaveMilestoneInput;
  image: File | null;
}): Promise<Milestone> {
  const form = new FormData();
  form.append('date', input.date);
  form.append('title', input.title);
  form.append('description', input.description);
  if (image) form.append('milestoneImage', image);
  return apiRequest<Milestone>(
    id ? `/api/milestones/${encodeURIComponent(id)}` : '/api/milestones',
    {
      method: id ? 'PATCH' : 'POST',
      form,
    },
  );
}

export function deleteMilestone(id: string) {
  return apiRequest<{ success: boolean; message: string }>(
    `/api/milestones/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
  );
}

/** `PUT /api/milestones/order` `{ ids }`: the whole new order in one call. */
export function reorderMilestones(ids: string[]): Promise<Milestone[]> {
  return apiRequest<Milestone[]>('/api/milestones/order', { method: 'PUT', json: { ids } });
}

function useInvalidating<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMilestonesQueryKey }),
  });
}

export const useSaveMilestone = () => useInvalidating(saveMilestone);
export const useDeleteMilestone = () => useInvalidating(deleteMilestone);
export const useReorderMilestones = () => useInvalidating(reorderMilestones);
