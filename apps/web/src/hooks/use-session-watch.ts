import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ApiError } from '@/lib/api-client';

/**
 * When any query or mutation gets a 401 while a signed-in page is open, asks the server again who
 * is signed in by refetching `sessionQueryKey` (e.g. the `/me` query). If the session has ended
 * that query turns `null` and the page leaves for its login screen; if not (e.g. 'Current password
 * is incorrect'), nothing changes. Pass a stable key (a module constant), not an inline array.
 */
export function useSessionWatch(sessionQueryKey: QueryKey): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const recheck = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey, exact: true });
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
  }, [queryClient, sessionQueryKey]);
}
