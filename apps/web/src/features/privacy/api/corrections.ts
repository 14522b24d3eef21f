import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { correctionRequestSchema, type CorrectionRequestInput } from '@app/shared/privacy';

export const myCorrectionsKey = ['me', 'corrections'] as const;

export function useMyCorrections() {
  return useQuery({
    queryKey: myCorrectionsKey,
    queryFn: async ({ signal }) =>
      z
        .array(correctionRequestSchema)
        .parse(await apiRequest<unknown>('/api/players/me/corrections', { signal })),
  });
}

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
