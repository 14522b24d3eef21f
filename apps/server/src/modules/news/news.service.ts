import { generateNewsId, saveNewsInputSchema, updateNewsInputSchema } from '@app/shared/news';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';
import type { MediaService, ProcessedImage } from '../media/index';

import { toNews } from './news.presenter';
import type { NewsRepository } from './news.repository';

export interface NewsRepos {
  news: NewsRepository;
}

const NEWS_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function createNewsService({
  data,
  media,
  invalidate,
}: {
  data: DataAccess<NewsRepos>;
  media: MediaService;
  invalidate: InvalidateCache;
}) {
  const repo = data.repos.news;
  return {
    async list(query: {
      status?: string | undefined;
      category?: string | undefined;
      limit?: number | undefined;
    }) {
      return (await repo.list({ ...query, limit: query.limit ?? 50 })).map(toNews);
    },

    async get(newsId: string) {
      const row = await repo.findByNewsId(newsId);
      if (!row) throw notFound('News');
      return toNews(row);
    },

    async create(fields: Record<string, string>, image: ProcessedImage | undefined) {
      const input = parseInput(saveNewsInputSchema, fields);
      const requested = fields.newsId?.trim();
      if (requested && !NEWS_ID_PATTERN.test(requested))
        throw badRequest('newsId may contain letters, digits, - and _ only');
      const stored = image ? await media.store('news', image) : undefined;
      try {
        const row = await repo.insert({
          ...input,
          newsId: requested || generateNewsId(new Date()),
          summary: input.summary || null,
          priority: input.priority === null ? null : String(input.priority),
          imageUrl: stored?.url ?? null,
        });
        await invalidate('news');
        return toNews(row);
      } catch (err) {
        if (stored) await media.remove(stored.url);
        if (isUniqueViolation(err)) throw badRequest('A news item with this newsId already exists');
        throw err;
      }
    },

    async update(
      newsId: string,
      fields: Record<string, string>,
      image: ProcessedImage | undefined,
    ) {
      const existing = await repo.findByNewsId(newsId);
      if (!existing) throw notFound('News');
      const input = parseInput(updateNewsInputSchema, fields);
      const stored = image ? await media.store('news', image) : undefined;
      const { priority, ...rest } = input;
      const row = await repo
        .update(newsId, {
          ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
          ...(priority !== undefined
            ? { priority: priority === null ? null : String(priority) }
            : {}),
          ...(stored ? { imageUrl: stored.url } : {}),
        })
        .catch(async (err: unknown) => {
          if (stored) await media.remove(stored.url);
          throw err;
        });
      await invalidate('news');
      noteAudit({ targetType: 'news', targetId: newsId, before: existing, after: row });
      if (stored && existing.imageUrl) await media.remove(existing.imageUrl);
      return toNews(row!);
    },

    async remove(newsId: string) {
      const row = await repo.remove(newsId);
      if (!row) throw notFound('News');
      noteAudit({ targetType: 'news', targetId: newsId, before: { title: row.title } });
      await invalidate('news');
      if (row.imageUrl) await media.remove(row.imageUrl);
      return { success: true as const, message: 'News deleted' };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
