import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { activeSessionSchema } from '@app/shared/security';

import type { AccountBase } from './account-base';

export const sessionsKey = (base: AccountBase) => ['sessions', base] as const;

/** The account's signed-in sessions. */
export function useSessions(base: AccountBase) {
  return useQuery({
    queryKey: sessionsKey(base),
    queryFn: async ({ signal }) =>
      z.array(activeSessionSchema).parse(await apiRequest<unknown>(`${base}/sessions`, { signal })),
  });
}
