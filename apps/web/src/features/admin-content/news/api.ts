import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest, ApiError } from '@/lib/api-client';
import type { FeaturedVideo, SaveFeaturedVideoInput } from '@app/shared/content';
import type { News, SaveNewsInput } from '@app/shared/news';

/** The admin list's size (spec §9: 50 on the news page and in the admin). */
export const ADMIN_NEWS_LIMIT = 50;

export const adminNewsQueryKey = ['admin-content', 'news'] as const;
export const adminFeaturedVideoQueryKey = ['admin-content', 'featured-video'] as const;

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

/** `POST /api/news` or `PATCH /api/news/{newsId}` as multipart (picture in `newsImage`). */
export function saveNews({
  newsId,
  input,
  image,
}: {
  newsId?: string;
  input: SaveNewsInput;
  image: File | null;
}): Promise<News> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('publishDate', input.publishDate);
  form.append('category', input.category);
  form.append('summary', input.summary);
  form.append('content', input.content);
  form.append('status', input.status);
  if (image) form.append('newsImage', image);
  return apiRequest<News>(newsId ? `/api/news/${encodeURIComponent(newsId)}` : '/api/news', {
    method: newsId ? 'PATCH' : 'POST',
    form,
  });
}

export function deleteNews(newsId: string) {
  return apiRequest<{ success: boolean; message: string }>(
    `/api/news/${encodeURIComponent(newsId)}`,
    { method: 'DELETE' },
  );
}

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNewsQueryKey }),
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNewsQueryKey }),
  });
}

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
