import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  adminLoginResultSchema,
  type Admin,
  type AdminLoginInput,
  type AdminLoginResult,
} from '@app/shared/admins';

import { setAdminSessionHint } from '../utils/admin-session-hint';

import { adminMeQueryKey } from './get-admin-me';

/** Signs in; the server sets the HttpOnly session cookie. The token is deliberately not kept. */
export async function adminLogin(input: AdminLoginInput): Promise<AdminLoginResult> {
  const data = await apiRequest<unknown>('/api/admin/login', { method: 'POST', json: input });
  return adminLoginResultSchema.parse(data);
}

/** A session has started (after the password, or after the second step). */
export function adminSignedIn(queryClient: QueryClient, admin: Admin) {
  setAdminSessionHint();
  queryClient.setQueryData(adminMeQueryKey, admin);
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (result) => {
      // With two-factor on, the session starts only after the code (adminSignedIn below).
      if ('admin' in result) adminSignedIn(queryClient, result.admin);
    },
  });
}
