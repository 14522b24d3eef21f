import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { isHttpUrl, linkPreviewSchema, type LinkPreview } from '@app/shared/posts';

/** `POST /api/link-preview`: title, description, picture and video facts of a link. */
export async function getLinkPreview(url: string, signal?: AbortSignal): Promise<LinkPreview> {
  const data = await apiRequest<unknown>('/api/link-preview', {
    method: 'POST',
    json: { url },
    signal,
  });
  // Older servers answer only { url, title, description, image, domain }.
  return linkPreviewSchema.parse({
    description: '',
    image: null,
    isVideo: false,
    embedUrl: null,
    videoType: null,
    ...(typeof data === 'object' && data !== null ? data : {}),
  });
}

/**
 * The preview of `url` (pass the debounced value). A query rather than a mutation so that a
 * late answer for an older URL can never replace the preview of the current one.
 */
export function useLinkPreview(url: string) {
  const trimmed = url.trim();
  return useQuery({
    queryKey: ['picklezone', 'link-preview', trimmed] as const,
    queryFn: ({ signal }) => getLinkPreview(trimmed, signal),
    enabled: isHttpUrl(trimmed),
    staleTime: Infinity,
    retry: false,
  });
}
