import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  adminLoginResultSchema,
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

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (result) => {
      setAdminSessionHint();
      queryClient.setQueryData(adminMeQueryKey, result.admin);
    },
  });
}
