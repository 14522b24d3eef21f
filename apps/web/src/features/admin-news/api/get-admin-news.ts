import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { News } from '@app/shared/news';

/** The admin list's size (spec §9: 50 on the news page and in the admin). */
export const ADMIN_NEWS_LIMIT = 50;

export const adminNewsQueryKey = ['admin-content', 'news'] as const;

/** `GET /api/news?limit=50`: newest first. */
export async function getNews(signal?: AbortSignal): Promise<News[]> {
  const data = await apiRequest<unknown>('/api/news', {
    query: { limit: ADMIN_NEWS_LIMIT },
    signal,
  });
  return Array.isArray(data) ? (data as News[]) : [];
}

export function useAdminNews() {
  return useQuery({ queryKey: adminNewsQueryKey, queryFn: ({ signal }) => getNews(signal) });
}
