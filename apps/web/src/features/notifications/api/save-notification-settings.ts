import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { notificationSettingsSchema, type NotificationSettings } from '@app/shared/notifications';

import { notificationSettingsKey } from './get-notification-settings';

/** Saves the types that changed; the answer is the whole set. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: Partial<NotificationSettings>) =>
      notificationSettingsSchema.parse(
        await apiRequest<unknown>('/api/players/me/notification-settings', {
          method: 'PUT',
          json: settings,
        }),
      ) as NotificationSettings,
    onSuccess: (data) => queryClient.setQueryData(notificationSettingsKey, data),
  });
}
