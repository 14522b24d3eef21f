import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { relationsSchema } from '@app/shared/posts';

export const relationsQueryKey = ['picklezone', 'relations'] as const;

/** Whom the signed-in player muted (their posts hidden here) and blocked (no comments). */
export function useRelations() {
  return useQuery({
    queryKey: relationsQueryKey,
    queryFn: async ({ signal }) =>
      relationsSchema.parse(await apiRequest<unknown>('/api/players/me/relations', { signal })),
  });
}
