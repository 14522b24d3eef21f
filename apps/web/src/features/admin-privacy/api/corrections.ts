import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { correctionRequestSchema, staffCorrectionRequestSchema } from '@app/shared/privacy';

const pendingKey = ['admin', 'privacy', 'corrections'] as const;

export function usePendingCorrections() {
  return useQuery({
    queryKey: pendingKey,
    queryFn: async ({ signal }) =>
      z
        .array(staffCorrectionRequestSchema)
        .parse(await apiRequest<unknown>('/api/admin/privacy/corrections', { signal })),
  });
}

export function useDecideCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; decision: 'approve' | 'reject'; note: string }) =>
      correctionRequestSchema.parse(
        await apiRequest<unknown>(
          `/api/admin/privacy/corrections/${encodeURIComponent(input.id)}/${input.decision}`,
          { method: 'POST', json: input.note.trim() ? { note: input.note.trim() } : {} },
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingKey }),
  });
}
