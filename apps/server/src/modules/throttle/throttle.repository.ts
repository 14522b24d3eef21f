import { and, count, eq, gte, lt, max, min, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { throttleEvents, throttleWindows } from '../../db/schema/index';

export function createThrottleRepository(db: DbExecutor) {
  return {
    async countSince(bucket: string, key: string, since: Date) {
      const [row] = await db
        .select({
          n: count(),
          oldest: min(throttleEvents.createdAt),
          latest: max(throttleEvents.createdAt),
        })
        .from(throttleEvents)
        .where(
          and(
            eq(throttleEvents.bucket, bucket),
            eq(throttleEvents.key, key),
            gte(throttleEvents.createdAt, since),
          ),
        );
      return {
        count: Number(row?.n ?? 0),
        oldest: row?.oldest ?? null,
        latest: row?.latest ?? null,
      };
    },
    async insert(bucket: string, key: string) {
      await db.insert(throttleEvents).values({ bucket, key });
    },
    async removeForKey(bucket: string, key: string) {
      await db
        .delete(throttleEvents)
        .where(and(eq(throttleEvents.bucket, bucket), eq(throttleEvents.key, key)));
    },
    async pruneBefore(before: Date) {
      await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, before));
      await db.delete(throttleWindows).where(lt(throttleWindows.windowStart, before));
    },
    /** Adds hits to a window's shared count and returns its total (one statement). */
    async addToWindow(bucket: string, key: string, windowStart: Date, hits: number) {
      const [row] = await db
        .insert(throttleWindows)
        .values({ bucket, key, windowStart, hits })
        .onConflictDoUpdate({
          target: [throttleWindows.bucket, throttleWindows.key, throttleWindows.windowStart],
          set: { hits: sql`${throttleWindows.hits} + ${hits}` },
        })
        .returning({ hits: throttleWindows.hits });
      return row?.hits ?? hits;
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
