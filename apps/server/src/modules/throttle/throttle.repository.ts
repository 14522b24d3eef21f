import { createHash } from 'node:crypto';

import { and, count, eq, gte, inArray, lt, max, min, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { throttleEvents, throttleWindows } from '../../db/schema/index';

/** The advisory-lock class of throttle keys (the two-number key space; migrations use the other). */
const LOCK_CLASS = 31_003;
const lockId = (name: string) => createHash('sha256').update(name).digest().readInt32BE(0);

export function createThrottleRepository(db: DbExecutor) {
  return {
    /**
     * Holds the named locks until the transaction ends (call inside one): every process counting
     * the same bucket and key waits here. Taken in one order, so two callers cannot deadlock.
     */
    async lock(names: string[]) {
      const ids = [...new Set(names.map(lockId))].sort((a, b) => a - b);
      for (const id of ids)
        await db.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int4, ${id}::int4)`);
    },

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
    /** Records an event; returns its id (to release a reservation). */
    async insert(bucket: string, key: string) {
      const [row] = await db
        .insert(throttleEvents)
        .values({ bucket, key })
        .returning({ id: throttleEvents.id });
      return row!.id;
    },
    async removeByIds(ids: number[]) {
      if (ids.length === 0) return;
      await db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
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
