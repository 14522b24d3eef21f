import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { tournamentSchema, type Tournament } from '@app/shared/tournaments';

export const tournamentsQueryKey = ['tournaments', 'list'] as const;

/** The public list: approved tournaments, by start date. */
export async function getTournaments({ signal }: { signal?: AbortSignal } = {}): Promise<
  Tournament[]
> {
  const data = await apiRequest<unknown>('/api/tournaments', { signal });
  return z.array(tournamentSchema).parse(data);
}

export function tournamentsQueryOptions() {
  return queryOptions({
    queryKey: tournamentsQueryKey,
    queryFn: ({ signal }) => getTournaments({ signal }),
    staleTime: 60_000,
  });
}

export function useTournaments() {
  return useQuery(tournamentsQueryOptions());
}
