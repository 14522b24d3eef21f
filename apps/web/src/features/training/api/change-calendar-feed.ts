import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { calendarFeedSchema } from '@app/shared/events';

import { calendarFeedKey } from './get-calendar-feed';

/** Turns the personal calendar feed on (a new address) or off. */
export function useCalendarFeedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (method: 'POST' | 'DELETE') =>
      calendarFeedSchema.parse(
        await apiRequest<unknown>('/api/players/me/calendar-feed', { method }),
      ),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, { ...feed, url: null }),
  });
}
