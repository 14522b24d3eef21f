import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { myEntriesSchema, partnerRequestSchema } from '@app/shared/competition/entries';

import { competitionKey } from './keys';

/** My entries (as entrant or partner) and my published results. */
export function useMyEntries() {
  return useQuery({
    queryKey: [...competitionKey, 'me', 'entries'],
    queryFn: async ({ signal }) =>
      myEntriesSchema.parse(await apiRequest<unknown>('/api/players/me/entries', { signal })),
  });
}

/** Entries that name me as partner and wait for my answer. */
export function usePartnerRequests() {
  return useQuery({
    queryKey: [...competitionKey, 'me', 'requests'],
    queryFn: async ({ signal }) =>
      z
        .array(partnerRequestSchema)
        .parse(await apiRequest<unknown>('/api/players/me/entries/requests', { signal })),
  });
}
