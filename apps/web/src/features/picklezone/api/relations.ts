import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { relationsSchema, type RelationKind, type Relations } from '@app/shared/posts';

export const relationsQueryKey = ['picklezone', 'relations'] as const;

/** Whom the signed-in player muted (their posts hidden here) and blocked (no comments). */
export function useRelations() {
  return useQuery({
    queryKey: relationsQueryKey,
    queryFn: async ({ signal }) =>
      relationsSchema.parse(await apiRequest<unknown>('/api/players/me/relations', { signal })),
  });
}

export function useRelationChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      playerId,
      on,
    }: {
      kind: RelationKind;
      playerId: string;
      on: boolean;
    }): Promise<Relations> =>
      relationsSchema.parse(
        await apiRequest<unknown>(
          `/api/players/me/relations/${kind}/${encodeURIComponent(playerId)}`,
          { method: on ? 'PUT' : 'DELETE' },
        ),
      ),
    onSuccess: (data) => queryClient.setQueryData(relationsQueryKey, data),
  });
}
