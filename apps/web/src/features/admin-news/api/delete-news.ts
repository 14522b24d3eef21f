import { apiRequest } from '@/lib/api-client';
import type { News } from '@app/shared/news';

/** `DELETE /api/news/{newsId}`. */
export function deleteNews(news: News) {
  return apiRequest<{ success: boolean; message: string }>(
    `/api/news/${encodeURIComponent(news.newsId)}`,
    { method: 'DELETE' },
  );
}
