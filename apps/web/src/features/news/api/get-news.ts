import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { newsSchema, type News } from '@app/shared/news';

export interface NewsListParams {
  status?: string;
  category?: string;
  limit?: number;
}

export const newsQueryKey = ['news'] as const;

/**
 * `GET /api/news` (newest first). A failure is logged here (spec §8: news fetch failures are
 * logged) and still rejects, so callers can show their empty state.
 */
export async function getNews(
  params: NewsListParams = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<News[]> {
  try {
    const data = await apiRequest<unknown>('/api/news', { query: { ...params }, signal });
    return z.array(newsSchema).parse(data);
  } catch (error) {
    if (!signal?.aborted) console.error('Failed to load news', error);
    throw error;
  }
}

export function newsListQueryOptions(params: NewsListParams = {}) {
  return queryOptions({
    queryKey: [...newsQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => getNews(params, { signal }),
    staleTime: 60_000,
  });
}

export function useNewsList(params: NewsListParams = {}) {
  return useQuery(newsListQueryOptions(params));
}
