import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { consentsSchema } from '@app/shared/privacy';

export const myConsentsKey = ['me', 'consents'] as const;

/** The policy version accepted, the marketing choice and their history. */
export function useMyConsents() {
  return useQuery({
    queryKey: myConsentsKey,
    queryFn: async ({ signal }) =>
      consentsSchema.parse(await apiRequest<unknown>('/api/players/me/consents', { signal })),
  });
}
