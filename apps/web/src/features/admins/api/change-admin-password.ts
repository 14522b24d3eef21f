import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { ChangeAdminPasswordInput } from '@app/shared/admins';

export interface ChangeAdminPasswordResult {
  success: boolean;
  message: string;
}

/** Changes the password; the server revokes this admin's other sessions and keeps this one. */
export async function changeAdminPassword(
  input: ChangeAdminPasswordInput,
): Promise<ChangeAdminPasswordResult> {
  return apiRequest<ChangeAdminPasswordResult>('/api/admin/me/password', {
    method: 'PUT',
    json: input,
  });
}

export function useChangeAdminPassword() {
  return useMutation({ mutationFn: changeAdminPassword });
}
