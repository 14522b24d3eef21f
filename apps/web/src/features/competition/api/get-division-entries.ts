import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { publicEntrySchema } from '@app/shared/competition/entries';

import { competitionKey } from './keys';

/** A division's public entry list (hidden players come without their name). */
export function useDivisionEntries(divisionId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...competitionKey, 'division-entries', divisionId],
    queryFn: async ({ signal }) =>
      z.array(publicEntrySchema).parse(
        await apiRequest<unknown>(`/api/divisions/${encodeURIComponent(divisionId)}/entries`, {
          signal,
        }),
      ),
    enabled,
  });
}
