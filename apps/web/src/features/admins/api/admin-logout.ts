import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, apiRequest } from '@/lib/api-client';

import { clearAdminSessionHint } from '../utils/admin-session-hint';

import { adminMeQueryKey } from './get-admin-me';

/** Ends the server session. A 401 means it has already ended, which is what we want. */
export async function adminLogout(): Promise<void> {
  try {
    await apiRequest<unknown>('/api/admin/logout', { method: 'POST' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: () => {
      clearAdminSessionHint();
      queryClient.setQueryData(adminMeQueryKey, null);
      // Drop every other cached answer so no admin data outlives the session in this tab.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== adminMeQueryKey[0],
      });
    },
  });
}
