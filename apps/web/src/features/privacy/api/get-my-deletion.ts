import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { myDeletionSchema } from '@app/shared/privacy';

export const myDeletionKey = ['me', 'deletion'] as const;

/** The signed-in player's pending deletion, if any (`deletion: null` when none). */
export function useMyDeletion() {
  return useQuery({
    queryKey: myDeletionKey,
    queryFn: async ({ signal }) =>
      myDeletionSchema.parse(await apiRequest<unknown>('/api/players/me/deletion', { signal })),
  });
}
