import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { notificationsQueryKey } from './get-notifications';

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
