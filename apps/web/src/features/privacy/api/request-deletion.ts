import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { myDeletionSchema, type AccountDeletionInput } from '@app/shared/privacy';

/** Asks for the deletion; the server ends every session of the player when it accepts. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: async (input: AccountDeletionInput) =>
      myDeletionSchema.parse(
        await apiRequest<unknown>('/api/players/me/deletion', { method: 'POST', json: input }),
      ),
  });
}
