import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import type { AccountBase } from './account-base';
import { sessionsKey } from './get-sessions';

/** Signs one session out. */
export function useEndSession(base: AccountBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<unknown>(`${base}/sessions/${encodeURIComponent(sessionId)}`, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey(base) }),
  });
}
