import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { News, SaveNewsInput } from '@app/shared/news';

import { adminNewsQueryKey } from './get-admin-news';

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
  form.append('titleMs', input.titleMs);
  form.append('summaryMs', input.summaryMs);
  form.append('contentMs', input.contentMs);
  form.append('status', input.status);
  if (image) form.append('newsImage', image);
  return apiRequest<News>(newsId ? `/api/news/${encodeURIComponent(newsId)}` : '/api/news', {
    method: newsId ? 'PATCH' : 'POST',
    form,
  });
}

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNewsQueryKey }),
  });
}
