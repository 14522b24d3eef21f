import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Milestone, SaveMilestoneInput } from '@app/shared/content';

import { adminMilestonesQueryKey } from './get-milestones';

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
  form.append('titleMs', input.titleMs);
  form.append('descriptionMs', input.descriptionMs);
  if (image) form.append('milestoneImage', image);
  return apiRequest<Milestone>(
    id ? `/api/milestones/${encodeURIComponent(id)}` : '/api/milestones',
    { method: id ? 'PATCH' : 'POST', form },
  );
}

export function useSaveMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMilestone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMilestonesQueryKey }),
  });
}
