import { and, desc, eq, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { news } from '../../db/schema/index';

export type NewsValues = Omit<typeof news.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function createNewsRepository(db: DbExecutor) {
  return {
    async list(filter: {
      status?: string | undefined;
      category?: string | undefined;
      limit: number;
    }) {
      return db
        .select()
        .from(news)
        .where(
          and(
            filter.status ? sql`lower(${news.status}) = lower(${filter.status})` : undefined,
            filter.category ? sql`lower(${news.category}) = lower(${filter.category})` : undefined,
          ),
        )
        .orderBy(desc(news.publishDate), desc(news.createdAt))
        .limit(filter.limit);
    },
    async findByNewsId(newsId: string) {
      const [row] = await db.select().from(news).where(eq(news.newsId, newsId)).limit(1);
      return row ?? null;
    },
    async insert(values: NewsValues) {
      const [row] = await db.insert(news).values(values).returning();
      return row!;
    },
    async update(newsId: string, values: Partial<NewsValues>) {
      const [row] = await db
        .update(news)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(news.newsId, newsId))
        .returning();
      return row ?? null;
    },
    async remove(newsId: string) {
      const [row] = await db.delete(news).where(eq(news.newsId, newsId)).returning();
      return row ?? null;
    },
    async allIds() {
      return db
        .select({ newsId: news.newsId })
        .from(news)
        .where(sql`lower(${news.status}) = 'published'`);
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
