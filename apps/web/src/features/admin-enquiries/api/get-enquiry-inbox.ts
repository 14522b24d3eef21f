import { useInfiniteQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  enquiryPageSchema,
  ENQUIRY_PAGE_SIZE,
  type EnquiryStatus,
  type EnquiryTopic,
} from '@app/shared/enquiries';

export interface InboxFilters {
  status: EnquiryStatus | null;
  topic: EnquiryTopic | null;
  mine: boolean;
}

export const inboxKey = ['admin-enquiries'] as const;

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
