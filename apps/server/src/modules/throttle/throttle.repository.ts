import { and, count, eq, gte, lt, max, min } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { throttleEvents } from '../../db/schema/index';

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
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
