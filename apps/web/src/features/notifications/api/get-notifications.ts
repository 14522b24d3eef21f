import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { notificationListSchema } from '@app/shared/notifications';

export const notificationsQueryKey = ['notifications'] as const;

/** The player's notices in the bell, with the unread count. */
export function useNotificationList(isEnabled: boolean) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: async ({ signal }) =>
      notificationListSchema.parse(
        await apiRequest<unknown>('/api/players/me/notifications', { signal }),
      ),
    enabled: isEnabled,
  });
}
