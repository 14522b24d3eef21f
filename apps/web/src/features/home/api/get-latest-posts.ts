import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { HOME_FEED_SIZE, postSchema, type Post } from '@app/shared/posts';

export const latestPostsQueryKey = ['posts', 'latest', HOME_FEED_SIZE] as const;

/**
 * `GET /api/posts?limit=5` (public, newest first). Records that do not match the contract are
 * left out. A failure is logged (spec §8: post fetch failures are logged) and still rejects, so
 * the section can show its empty state.
 */
export async function getLatestPosts({ signal }: { signal?: AbortSignal } = {}): Promise<Post[]> {
  try {
    const data = await apiRequest<unknown>('/api/posts', {
      query: { limit: HOME_FEED_SIZE },
      signal,
    });
    const items: unknown[] = Array.isArray(data) ? data : [];
    const posts = items.flatMap((item) => {
      const parsed = postSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    if (posts.length < items.length) {
      console.error(`Skipped ${items.length - posts.length} malformed community post(s)`);
    }
    return posts.slice(0, HOME_FEED_SIZE);
  } catch (error) {
    if (!signal?.aborted) console.error('Failed to load community posts', error);
    throw error;
  }
}

export function latestPostsQueryOptions() {
  return queryOptions({
    queryKey: latestPostsQueryKey,
    queryFn: ({ signal }) => getLatestPosts({ signal }),
    staleTime: 60_000,
  });
}

export function useLatestPosts() {
  return useQuery(latestPostsQueryOptions());
}
