import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { calendarFeedSchema } from '@app/shared/events';

export const calendarFeedKey = ['calendar-feed'] as const;

/** The personal calendar feed: whether it is on. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: async ({ signal }) =>
      calendarFeedSchema.parse(
        await apiRequest<unknown>('/api/players/me/calendar-feed', { signal }),
      ),
  });
}
