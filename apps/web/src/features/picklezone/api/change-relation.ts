import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { relationsSchema, type RelationKind, type Relations } from '@app/shared/posts';

import { relationsQueryKey } from './get-relations';

/** Mutes or blocks a player (`on`), or lifts it; the answer is the whole set. */
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
