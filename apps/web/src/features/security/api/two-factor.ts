import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import {
  recoveryCodesSchema,
  twoFactorSetupSchema,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '@app/shared/security';

/** Whose authenticator: the signed-in staff member's or player's. */
export type AccountBase = '/api/admin' | '/api/players/me';

const statusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() });
export type TwoFactorStatus = z.infer<typeof statusSchema>;

export const twoFactorQueryKey = (base: AccountBase) => ['two-factor', base] as const;

export function twoFactorStatusQuery(base: AccountBase) {
  return queryOptions({
    queryKey: twoFactorQueryKey(base),
    queryFn: async ({ signal }) =>
      statusSchema.parse(await apiRequest<unknown>(`${base}/two-factor`, { signal })),
  });
}

export function useTwoFactorStatus(base: AccountBase) {
  return useQuery(twoFactorStatusQuery(base));
}

export async function startTwoFactorSetup(base: AccountBase): Promise<TwoFactorSetup> {
  return twoFactorSetupSchema.parse(
    await apiRequest<unknown>(`${base}/two-factor/setup`, { method: 'POST', json: {} }),
  );
}

export async function enableTwoFactor(base: AccountBase, code: string): Promise<RecoveryCodes> {
  return recoveryCodesSchema.parse(
    await apiRequest<unknown>(`${base}/two-factor/enable`, { method: 'POST', json: { code } }),
  );
}

export function useDisableTwoFactor(base: AccountBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<unknown>(`${base}/two-factor/disable`, { method: 'POST', json: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey(base) }),
  });
}
