import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Organizer } from '@app/shared/tournaments';

/** The public organizer list; the live channel writes into this cache entry. */
export const organizersQueryKey = ['organizers'] as const;

/**
 * `GET /api/organizers` (served with `Cache-Control: no-store`). The `_t` timestamp busts any
 * intermediate cache that ignores the header, as the old client did.
 */
export async function getOrganizers(signal?: AbortSignal): Promise<Organizer[]> {
  const data = await apiRequest<unknown>('/api/organizers', {
    query: { _t: Date.now() },
    headers: { 'Cache-Control': 'no-cache' },
    signal,
  });
  return Array.isArray(data) ? (data as Organizer[]) : [];
}

export function useOrganizers() {
  return useQuery({
    queryKey: organizersQueryKey,
    queryFn: ({ signal }) => getOrganizers(signal),
    // Kept current by the live channel; no refetch on focus.
    refetchOnWindowFocus: false,
  });
}
