import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, apiRequest } from '@/lib/api-client';

import { playerMeQueryKey } from './player-me';
import { clearPlayerSessionHint } from './player-session-hint';

/** Ends the server session. A 401 means it has already ended, which is what we want. */
export async function logoutPlayer(): Promise<void> {
  try {
    await apiRequest<unknown>('/api/players/logout', { method: 'POST' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

export function useLogoutPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutPlayer,
    onSuccess: () => {
      clearPlayerSessionHint();
      queryClient.setQueryData(playerMeQueryKey, null);
      // No player data may outlive the session in this tab.
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] === 'players' && query.queryKey[1] !== playerMeQueryKey[1],
      });
    },
  });
}
