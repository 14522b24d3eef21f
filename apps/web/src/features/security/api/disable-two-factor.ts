import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import type { AccountBase } from './account-base';
import { twoFactorQueryKey } from './get-two-factor-status';

/** Turns two-factor off with the password. */
export function useDisableTwoFactor(base: AccountBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<unknown>(`${base}/two-factor/disable`, { method: 'POST', json: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey(base) }),
  });
}
