import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import type { AccountBase } from './account-base';

const statusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() });

export const twoFactorQueryKey = (base: AccountBase) => ['two-factor', base] as const;

export function twoFactorStatusQuery(base: AccountBase) {
  return queryOptions({
    queryKey: twoFactorQueryKey(base),
    queryFn: async ({ signal }) =>
      statusSchema.parse(await apiRequest<unknown>(`${base}/two-factor`, { signal })),
  });
}

/** Whether two-factor sign-in is on, and how many recovery codes are left. */
export function useTwoFactorStatus(base: AccountBase) {
  return useQuery(twoFactorStatusQuery(base));
}
