import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  enquiryPageSchema,
  enquirySchema,
  ENQUIRY_PAGE_SIZE,
  type EnquiryStatus,
  type EnquiryTopic,
} from '@app/shared/enquiries';

export interface InboxFilters {
  status: EnquiryStatus | null;
  topic: EnquiryTopic | null;
  mine: boolean;
}

const inboxKey = ['admin-enquiries'] as const;

/** The inbox under the filters, newest first, a page at a time, with per-status counts. */
export function useEnquiryInbox(filters: InboxFilters) {
  return useInfiniteQuery({
    queryKey: [...inboxKey, filters] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const search = new URLSearchParams({ offset: String(pageParam) });
      if (filters.status) search.set('status', filters.status);
      if (filters.topic) search.set('topic', filters.topic);
      if (filters.mine) search.set('mine', 'true');
      return enquiryPageSchema.parse(
        await apiRequest<unknown>(`/api/admin/enquiries?${search.toString()}`, { signal }),
      );
    },
    getNextPageParam: (last, pages) => {
      const shown = pages.length * ENQUIRY_PAGE_SIZE;
      return shown < last.total ? shown : undefined;
    },
  });
}

/** Status and assignee changes, and replies (mailed): each answers the updated enquiry. */
export function useEnquiryChange() {
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
