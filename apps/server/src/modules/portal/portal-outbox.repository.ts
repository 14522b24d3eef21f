import { and, asc, eq, lte, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { portalOutbox } from '../../db/schema/index';
import { currentRequestId } from '../../lib/request-context';

/**
 * Deletions the portal must hear about (a tournament, or a player who deleted their account),
 * written in the transaction that deleted them.
 */
export function createPortalOutboxRepository(db: DbExecutor) {
  return {
    async enqueueDeletion(applicationId: string) {
      await db.insert(portalOutbox).values({ applicationId, requestId: currentRequestId() });
    },

    /** A deleted player's member ID, for the portal to forget them (issue 16). */
    async enqueuePlayerDeletion(memberId: string) {
      await db
        .insert(portalOutbox)
        .values({ action: 'delete-player', memberId, requestId: currentRequestId() });
    },

    /** Due deliveries, locked so that other processes skip them. Call inside a transaction. */
    async lockDue(limit: number) {
      return db
        .select()
        .from(portalOutbox)
        .where(and(eq(portalOutbox.status, 'pending'), lte(portalOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(portalOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async markDelivered(id: number) {
      await db
        .update(portalOutbox)
        .set({
          status: 'delivered',
          deliveredAt: new Date(),
          attempts: sql`${portalOutbox.attempts} + 1`,
        })
        .where(eq(portalOutbox.id, id));
    },

    async markAttemptFailed(id: number, error: string, nextAttemptAt: Date) {
      await db
        .update(portalOutbox)
        .set({
          attempts: sql`${portalOutbox.attempts} + 1`,
          lastError: error.slice(0, 500),
          nextAttemptAt,
        })
        .where(eq(portalOutbox.id, id));
    },

    async listPending(limit = 100) {
      return db
        .select()
        .from(portalOutbox)
        .where(eq(portalOutbox.status, 'pending'))
        .orderBy(asc(portalOutbox.id))
        .limit(limit);
    },
  };
}

export type PortalOutboxRepository = ReturnType<typeof createPortalOutboxRepository>;
