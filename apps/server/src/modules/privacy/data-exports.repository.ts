import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { dataExports, players, type DataExportRow } from '../../db/schema/index';

export type { DataExportRow };

/** Requests for "Download my data" and their progress (the zip itself lives on disk). */
export function createDataExportsRepository(db: DbExecutor) {
  return {
    /** A new request, or null when one is already queued or running for the player. */
    async insertQueued(playerId: string) {
      const [row] = await db
        .insert(dataExports)
        .values({ playerId })
        .onConflictDoNothing({
          target: dataExports.playerId,
          where: sql`${dataExports.status} IN ('queued', 'running')`,
        })
        .returning();
      return row ?? null;
    },

    async findOpen(playerId: string) {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(
          and(
            eq(dataExports.playerId, playerId),
            inArray(dataExports.status, ['queued', 'running']),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The newest exports of every player, with whose they are (staff). */
    async listRecent(limit: number) {
      return db
        .select({
          export: dataExports,
          player: { id: players.id, playerId: players.playerId, fullName: players.fullName },
        })
        .from(dataExports)
        .innerJoin(players, eq(players.id, dataExports.playerId))
        .orderBy(desc(dataExports.createdAt))
        .limit(limit);
    },

    async listForPlayer(playerId: string, limit: number) {
      return db
        .select()
        .from(dataExports)
        .where(eq(dataExports.playerId, playerId))
        .orderBy(desc(dataExports.createdAt))
        .limit(limit);
    },

    /**
     * Claims the oldest queued request (or one whose builder died: running since before
     * `staleBefore`) for this process, and marks it running.
     */
    async claimNext(staleBefore: Date, maxAttempts: number) {
      const [candidate] = await db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(
          sql`(${dataExports.status} = 'queued' OR (${dataExports.status} = 'running' AND ${dataExports.startedAt} < ${staleBefore}))
              AND ${dataExports.attempts} < ${maxAttempts}`,
        )
        .orderBy(asc(dataExports.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!candidate) return null;
      const [row] = await db
        .update(dataExports)
        .set({
          status: 'running',
          startedAt: new Date(),
          attempts: sql`${dataExports.attempts} + 1`,
          itemsDone: 0,
        })
        .where(eq(dataExports.id, candidate.id))
        .returning();
      return row ?? null;
    },

    /** Running requests that used up their attempts: failed for good. */
    async failExhausted(staleBefore: Date, maxAttempts: number) {
      return db
        .update(dataExports)
        .set({ status: 'failed', error: 'The export could not be built' })
        .where(
          and(
            eq(dataExports.status, 'running'),
            lt(dataExports.startedAt, staleBefore),
            sql`${dataExports.attempts} >= ${maxAttempts}`,
          ),
        )
        .returning({ id: dataExports.id });
    },

    async setProgress(id: string, itemsDone: number, itemsTotal: number) {
      await db
        .update(dataExports)
        .set({ itemsDone, itemsTotal })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')));
    },

    async markReady(id: string, values: { fileKey: string; bytes: number; expiresAt: Date }) {
      const [row] = await db
        .update(dataExports)
        .set({ ...values, status: 'ready', readyAt: new Date(), error: null })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')))
        .returning();
      return row ?? null;
    },

    async markFailed(id: string, error: string) {
      await db.update(dataExports).set({ status: 'failed', error }).where(eq(dataExports.id, id));
    },

    /** The one download: ready, the owner's, not expired. Marked downloaded in the same step. */
    async claimDownload(id: string, playerId: string, now: Date) {
      const [row] = await db
        .update(dataExports)
        .set({ status: 'downloaded', downloadedAt: now })
        .where(
          and(
            eq(dataExports.id, id),
            eq(dataExports.playerId, playerId),
            eq(dataExports.status, 'ready'),
            sql`${dataExports.expiresAt} > ${now}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Ready exports past their 7 days: expired; returns their files to remove. */
    async expireDue(now: Date) {
      return db
        .update(dataExports)
        .set({ status: 'expired' })
        .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
        .returning({ id: dataExports.id, fileKey: dataExports.fileKey });
    },

    /** Every file a live row still needs (ready or being built). */
    async liveFileKeys() {
      const rows = await db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(inArray(dataExports.status, ['queued', 'running', 'ready']));
      return new Set(rows.map((r) => `${r.id}.zip`));
    },
  };
}

export type DataExportsRepository = ReturnType<typeof createDataExportsRepository>;
