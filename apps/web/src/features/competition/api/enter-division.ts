import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { entrySchema, type EnterDivisionInput } from '@app/shared/competition/entries';

import { competitionKey } from './keys';

/** `POST /api/divisions/:id/entries`: enters the signed-in player (and names their partner). */
export function useEnterDivision(divisionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EnterDivisionInput) =>
      entrySchema.parse(
        await apiRequest<unknown>(`/api/divisions/${encodeURIComponent(divisionId)}/entries`, {
          method: 'POST',
          json: input,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: competitionKey }),
  });
}
