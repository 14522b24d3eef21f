import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiRequest } from '@/lib/api-client';
import { featuredVideoSchema, type FeaturedVideo } from '@app/shared/content';

export const featuredVideoQueryKey = ['featured-video'] as const;

/** `GET /api/featured-video`; null when none is set (404). */
export async function getFeaturedVideo({
  signal,
}: { signal?: AbortSignal } = {}): Promise<FeaturedVideo | null> {
  try {
    const data = await apiRequest<unknown>('/api/featured-video', { signal });
    return featuredVideoSchema.parse(data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function featuredVideoQueryOptions() {
  return queryOptions({
    queryKey: featuredVideoQueryKey,
    queryFn: ({ signal }) => getFeaturedVideo({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useFeaturedVideo() {
  return useQuery(featuredVideoQueryOptions());
}
