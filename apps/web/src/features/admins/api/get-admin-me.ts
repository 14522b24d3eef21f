import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiRequest } from '@/lib/api-client';
import { adminSchema, type Admin } from '@app/shared/admins';

import { clearAdminSessionHint } from '../utils/admin-session-hint';

export const adminMeQueryKey = ['admins', 'me'] as const;

/**
 * The signed-in admin, or `null` when the server says there is no admin session (401/403).
 * Network and server failures are thrown so callers can offer a retry instead of logging out.
 */
export async function getAdminMe({ signal }: { signal?: AbortSignal } = {}): Promise<Admin | null> {
  try {
    return adminSchema.parse(await apiRequest<unknown>('/api/admin/me', { signal }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearAdminSessionHint();
      return null;
    }
    throw error;
  }
}

export function adminMeQueryOptions() {
  return queryOptions({
    queryKey: adminMeQueryKey,
    queryFn: ({ signal }) => getAdminMe({ signal }),
    retry: false,
  });
}

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
