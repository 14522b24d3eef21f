import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { correctionRequests, playerGuardians, players } from '../../db/schema/index';
import type { SealedIc } from '../../lib/personal-data/ic-cipher';

/**
 * The other sealed IC numbers key rotation re-encrypts (ADR 015): minors' guardians, and the
 * numbers asked for in correction requests. Each is one row's `ic_ciphertext` and `ic_key_id`.
 */
export type SealedIcTable = 'guardians' | 'corrections';

const SEALED_TABLES = {
  guardians: {
    table: playerGuardians,
    id: playerGuardians.playerId,
    ciphertext: playerGuardians.icCiphertext,
    keyId: playerGuardians.icKeyId,
  },
  corrections: {
    table: correctionRequests,
    id: correctionRequests.id,
    ciphertext: correctionRequests.icCiphertext,
    keyId: correctionRequests.icKeyId,
  },
} as const;

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

    /** Another table's sealed numbers under a key other than `currentKeyId`, locked. */
    async lockStaleSealedBatch(which: SealedIcTable, currentKeyId: string, limit: number) {
      const t = SEALED_TABLES[which];
      return db
        .select({ id: t.id, icCiphertext: t.ciphertext, icKeyId: t.keyId })
        .from(t.table)
        .where(and(isNotNull(t.ciphertext), ne(t.keyId, currentKeyId)))
        .orderBy(asc(t.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async storeResealed(
      which: SealedIcTable,
      id: string,
      sealed: Pick<SealedIc, 'icCiphertext' | 'icKeyId'>,
    ) {
      const t = SEALED_TABLES[which];
      await db
        .update(t.table)
        .set({ icCiphertext: sealed.icCiphertext, icKeyId: sealed.icKeyId })
        .where(eq(t.id, id));
    },

    /** How many of another table's sealed numbers each key holds. */
    async countSealedByKey(which: SealedIcTable) {
      const t = SEALED_TABLES[which];
      return db
        .select({ keyId: sql<string>`${t.keyId}`, count: sql<number>`count(*)::int` })
        .from(t.table)
        .where(isNotNull(t.ciphertext))
        .groupBy(sql`1`);
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
