import type { News } from '@app/shared/news';

import type { NewsRow } from '../../db/schema/index';

export function toNews(row: NewsRow): News {
  return {
    _id: row.id,
    newsId: row.newsId,
    title: row.title,
    titleMs: row.titleMs,
    summary: row.summary ?? '',
    summaryMs: row.summaryMs,
    content: row.content,
    contentMs: row.contentMs,
    publishDate: row.publishDate,
    status: row.status,
    category: row.category,
    priority: row.priority,
    relatedTournament: row.relatedTournament,
    media: row.imageUrl ? [{ type: 'image', url: row.imageUrl }] : [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
