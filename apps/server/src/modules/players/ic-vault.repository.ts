import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { players } from '../../db/schema/index';
import type { SealedIc } from '../../lib/personal-data/ic-cipher';

/** The IC columns' upkeep: encrypting numbers stored before ADR 015, and key rotation. */
export function createIcVaultRepository(db: DbExecutor) {
  return {
    /** Plain IC numbers still waiting to be encrypted; locked, skipping rows another run holds. */
    async lockPlainBatch(limit: number) {
      return db
        .select({ id: players.id, icNumber: players.icNumber })
        .from(players)
        .where(isNotNull(players.icNumber))
        .orderBy(asc(players.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Sealed IC numbers under a key other than `currentKeyId`. */
    async lockStaleKeyBatch(currentKeyId: string, limit: number) {
      return db
        .select({
          id: players.id,
          icCiphertext: players.icCiphertext,
          icKeyId: players.icKeyId,
        })
        .from(players)
        .where(and(isNotNull(players.icCiphertext), ne(players.icKeyId, currentKeyId)))
        .orderBy(asc(players.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async storeSealed(id: string, sealed: SealedIc) {
      await db
        .update(players)
        .set({ ...sealed, icNumber: null })
        .where(eq(players.id, id));
    },

    async countByKey() {
      return db
        .select({
          keyId: sql<string>`coalesce(${players.icKeyId}, 'plain')`,
          count: sql<number>`count(*)::int`,
        })
        .from(players)
        .groupBy(sql`1`);
    },
  };
}

export type IcVaultRepository = ReturnType<typeof createIcVaultRepository>;
