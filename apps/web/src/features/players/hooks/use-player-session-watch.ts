import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ApiError } from '@/lib/api-client';

import { playerMeQueryKey } from '../api/get-player-me';

/**
 * When any query or mutation gets a 401 while the dashboard is open, asks the server again who is
 * signed in. If the session has ended, `usePlayerMe` turns `null` and the dashboard leaves for
 * /player/login.
 */
export function usePlayerSessionWatch(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const recheck = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: playerMeQueryKey, exact: true });
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
