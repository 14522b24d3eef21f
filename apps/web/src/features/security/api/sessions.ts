import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { activeSessionSchema } from '@app/shared/security';

import type { AccountBase } from './two-factor';

const sessionsKey = (base: AccountBase) => ['sessions', base] as const;

export function useSessions(base: AccountBase) {
  return useQuery({
    queryKey: sessionsKey(base),
    queryFn: async ({ signal }) =>
      z.array(activeSessionSchema).parse(await apiRequest<unknown>(`${base}/sessions`, { signal })),
  });
}

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

export function useEndOtherSessions(base: AccountBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(`${base}/sessions/end-others`, { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey(base) }),
  });
}
