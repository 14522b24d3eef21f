import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { correctionRequestSchema, type CorrectionRequestInput } from '@app/shared/privacy';

import { myCorrectionsKey } from './get-my-corrections';

/** Asks a membership officer to correct the name or I/C number. */
export function useRequestCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CorrectionRequestInput) =>
      correctionRequestSchema.parse(
        await apiRequest<unknown>('/api/players/me/corrections', { method: 'POST', json: input }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myCorrectionsKey }),
  });
}
