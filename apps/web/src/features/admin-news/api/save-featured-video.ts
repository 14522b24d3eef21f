import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { FeaturedVideo, SaveFeaturedVideoInput } from '@app/shared/content';

import { adminFeaturedVideoQueryKey } from './get-featured-video';

/** `POST /api/featured-video` `{ title, description, videoUrl }`. */
export function saveFeaturedVideo(input: SaveFeaturedVideoInput): Promise<FeaturedVideo> {
  return apiRequest<FeaturedVideo>('/api/featured-video', { method: 'POST', json: input });
}

export function useSaveFeaturedVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeaturedVideo,
    onSuccess: (saved) => queryClient.setQueryData(adminFeaturedVideoQueryKey, saved),
  });
}
