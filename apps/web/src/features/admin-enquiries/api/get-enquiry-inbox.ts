import { useInfiniteQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { enquiryPageSchema, ENQUIRY_PAGE_SIZE, type EnquiryQuery } from '@app/shared/enquiries';

/** The inbox's filters (server-applied): status (none: all), topic, assigned to me. */
export type InboxFilters = Pick<EnquiryQuery, 'status' | 'topic' | 'mine'>;

export const inboxKey = ['admin-enquiries'] as const;

/** The inbox under the filters, newest first, a page at a time, with per-status counts. */
export function useEnquiryInbox(filters: InboxFilters) {
  return useInfiniteQuery({
    queryKey: [...inboxKey, filters] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      enquiryPageSchema.parse(
        await apiRequest<unknown>('/api/admin/enquiries', {
          query: {
            offset: pageParam,
            status: filters.status,
            topic: filters.topic,
            mine: filters.mine ? 'true' : undefined,
          },
          signal,
        }),
      ),
    getNextPageParam: (last, pages) => {
      const shown = pages.length * ENQUIRY_PAGE_SIZE;
      return shown < last.total ? shown : undefined;
    },
  });
}
