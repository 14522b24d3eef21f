import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { myDeletionSchema } from '@app/shared/privacy';

import { myDeletionKey } from './get-my-deletion';

/** Cancels a pending deletion. */
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
