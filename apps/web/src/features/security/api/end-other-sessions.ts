import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import type { AccountBase } from './account-base';
import { sessionsKey } from './get-sessions';

/** Signs every session but this one out. */
export function useEndOtherSessions(base: AccountBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(`${base}/sessions/end-others`, { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey(base) }),
  });
}
