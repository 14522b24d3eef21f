import { apiRequest } from '@/lib/api-client';
import type { Milestone } from '@app/shared/content';

/** `DELETE /api/milestones/{id}`. */
export function deleteMilestone(milestone: Milestone) {
  return apiRequest<{ success: boolean; message: string }>(
    `/api/milestones/${encodeURIComponent(milestone._id)}`,
    { method: 'DELETE' },
  );
}
