import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { adminSchema, type Admin, type ChangeAdminUsernameInput } from '@app/shared/admins';

import { adminMeQueryKey } from './get-admin-me';

export async function changeAdminUsername(input: ChangeAdminUsernameInput): Promise<Admin> {
  const data = await apiRequest<unknown>('/api/admin/me/username', { method: 'PUT', json: input });
  return adminSchema.parse(data);
}

export function useChangeAdminUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAdminUsername,
    onSuccess: (admin) => {
      queryClient.setQueryData(adminMeQueryKey, admin);
    },
  });
}
