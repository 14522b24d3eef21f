import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { correctionRequestSchema } from '@app/shared/privacy';

export const myCorrectionsKey = ['me', 'corrections'] as const;

/** The player's correction requests and their answers. */
export function useMyCorrections() {
  return useQuery({
    queryKey: myCorrectionsKey,
    queryFn: async ({ signal }) =>
      z
        .array(correctionRequestSchema)
        .parse(await apiRequest<unknown>('/api/players/me/corrections', { signal })),
  });
}
