import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { myDeletionSchema, type AccountDeletionInput } from '@app/shared/privacy';

export const myDeletionKey = ['me', 'deletion'] as const;

/** The signed-in player's pending deletion, if any (`deletion: null` when none). */
export function useMyDeletion() {
  return useQuery({
    queryKey: myDeletionKey,
    queryFn: async ({ signal }) =>
      myDeletionSchema.parse(await apiRequest<unknown>('/api/players/me/deletion', { signal })),
  });
}

/** Asks for the deletion; the server ends every session of the player when it accepts. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: async (input: AccountDeletionInput) =>
      myDeletionSchema.parse(
        await apiRequest<unknown>('/api/players/me/deletion', { method: 'POST', json: input }),
      ),
  });
}

export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      myDeletionSchema.parse(
        await apiRequest<unknown>('/api/players/me/deletion', { method: 'DELETE' }),
      ),
    onSuccess: (data) => queryClient.setQueryData(myDeletionKey, data),
    onError: () => queryClient.invalidateQueries({ queryKey: myDeletionKey }),
  });
}
