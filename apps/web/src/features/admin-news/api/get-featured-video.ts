import { useQuery } from '@tanstack/react-query';

import { apiRequest, ApiError } from '@/lib/api-client';
import type { FeaturedVideo } from '@app/shared/content';

export const adminFeaturedVideoQueryKey = ['admin-content', 'featured-video'] as const;

/** `GET /api/featured-video`, or null when none is set (404). */
export async function getFeaturedVideo(signal?: AbortSignal): Promise<FeaturedVideo | null> {
  try {
    return await apiRequest<FeaturedVideo>('/api/featured-video', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useAdminFeaturedVideo() {
  return useQuery({
    queryKey: adminFeaturedVideoQueryKey,
    queryFn: ({ signal }) => getFeaturedVideo(signal),
  });
}
