import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { myProgramSchema } from '@app/shared/enrolment';

import { trainingQueryKey } from './get-programs';

export const myProgramsQueryKey = [...trainingQueryKey, 'mine'] as const;

/** Where the signed-in player stands with each course and clinic (places, pairs, queue, offers). */
export function useMyPrograms(isEnabled = true) {
  return useQuery({
    queryKey: myProgramsQueryKey,
    queryFn: async ({ signal }) =>
      z
        .array(myProgramSchema)
        .parse(await apiRequest<unknown>('/api/players/me/programs', { signal })),
    enabled: isEnabled,
  });
}
