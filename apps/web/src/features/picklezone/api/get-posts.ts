import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequestWithMeta } from '@/lib/api-client';
import { FEED_PAGE_SIZE, NEXT_CURSOR_HEADER } from '@app/shared/posts';

import { parsePost } from './parse-post';
import { feedQueryKey, type PostsPage } from './posts-cache';

export interface GetPostsParams {
  cursor?: string;
  /** Only this player's posts (their `_id`). */
  authorId?: string;
  signal?: AbortSignal;
}

/** `GET /api/posts`: one page, newest first; `X-Next-Cursor` points at the next older page. */
export async function getPosts({ cursor, authorId, signal }: GetPostsParams): Promise<PostsPage> {
  const { data, headers } = await apiRequestWithMeta<unknown>('/api/posts', {
    query: { limit: FEED_PAGE_SIZE, cursor, authorId },
    signal,
  });
  const posts = z.array(z.unknown()).parse(data).map(parsePost);
  return { posts, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** The hub's feed (or the signed-in player's own posts), loaded page by page. */
export function useFeed(authorId?: string) {
  return useInfiniteQuery({
    queryKey: feedQueryKey(authorId),
    queryFn: ({ pageParam, signal }) => getPosts({ cursor: pageParam, authorId, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
