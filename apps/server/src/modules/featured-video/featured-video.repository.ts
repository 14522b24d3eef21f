import { eq } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { featuredVideos } from '../../db/schema/index';

const KEY = 'home';

export function createFeaturedVideoRepository(db: DbExecutor) {
  return {
    async get() {
      const [row] = await db
        .select()
        .from(featuredVideos)
        .where(eq(featuredVideos.key, KEY))
        .limit(1);
      return row ?? null;
    },
    async save(values: { title: string; description: string; videoUrl: string }) {
      const [row] = await db
        .insert(featuredVideos)
        .values({ key: KEY, ...values })
        .onConflictDoUpdate({
          target: featuredVideos.key,
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
  };
}

export type FeaturedVideoRepository = ReturnType<typeof createFeaturedVideoRepository>;
