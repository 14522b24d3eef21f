import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { notificationSettingsSchema, type NotificationSettings } from '@app/shared/notifications';

export const notificationSettingsKey = ['notification-settings'] as const;

/** How each type of notice reaches the player. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: async ({ signal }) =>
      notificationSettingsSchema.parse(
        await apiRequest<unknown>('/api/players/me/notification-settings', { signal }),
      ) as NotificationSettings,
  });
}
