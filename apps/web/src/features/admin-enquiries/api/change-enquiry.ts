import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { enquirySchema, type EnquiryStatus } from '@app/shared/enquiries';

import { inboxKey } from './get-enquiry-inbox';

/** Status and assignee changes, and replies (mailed): each answers the updated enquiry. */
export function useChangeEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { id: string; status?: EnquiryStatus; assigneeId?: string | null }
        | { id: string; reply: string },
    ) =>
      enquirySchema.parse(
        'reply' in change
          ? await apiRequest<unknown>(`/api/admin/enquiries/${change.id}/replies`, {
              method: 'POST',
              json: { message: change.reply },
            })
          : await apiRequest<unknown>(`/api/admin/enquiries/${change.id}`, {
              method: 'PATCH',
              json: {
                ...(change.status ? { status: change.status } : {}),
                ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
              },
            }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}
