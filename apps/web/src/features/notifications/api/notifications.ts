import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  notificationListSchema,
  notificationSettingsSchema,
  type NotificationSettings,
} from '@app/shared/notifications';

export const notificationsQueryKey = ['notifications'] as const;
const settingsQueryKey = ['notification-settings'] as const;

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

/** Marks one notice read (`id`) or all of them (no id). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiRequest<unknown>(
        id
          ? `/api/players/me/notifications/${encodeURIComponent(id)}/read`
          : '/api/players/me/notifications/read-all',
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: async ({ signal }) =>
      notificationSettingsSchema.parse(
        await apiRequest<unknown>('/api/players/me/notification-settings', { signal }),
      ) as NotificationSettings,
  });
}

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
    onSuccess: (data) => queryClient.setQueryData(settingsQueryKey, data),
  });
}
