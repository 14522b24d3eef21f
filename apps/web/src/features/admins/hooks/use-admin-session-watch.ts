import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ApiError } from '@/lib/api-client';

import { adminMeQueryKey } from '../api/get-admin-me';

/**
 * When any query or mutation gets a 401 while the dashboard is open, asks the server again who is
 * signed in. If the session has ended, `useAdminMe` turns `null` and the dashboard leaves for
 * /admin; if not (e.g. 'Current password is incorrect'), nothing changes.
 */
export function useAdminSessionWatch(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const recheck = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: adminMeQueryKey, exact: true });
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
