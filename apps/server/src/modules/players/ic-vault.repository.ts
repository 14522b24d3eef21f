import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { correctionRequests, players } from '../../db/schema/index';
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

    /** IC numbers in correction requests sealed under a key other than `currentKeyId`. */
    async lockStaleRequestBatch(currentKeyId: string, limit: number) {
      return db
        .select({
          id: correctionRequests.id,
          icCiphertext: correctionRequests.icCiphertext,
          icKeyId: correctionRequests.icKeyId,
        })
        .from(correctionRequests)
        .where(
          and(
            isNotNull(correctionRequests.icCiphertext),
            ne(correctionRequests.icKeyId, currentKeyId),
          ),
        )
        .orderBy(asc(correctionRequests.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async storeRequestSealed(id: string, sealed: Pick<SealedIc, 'icCiphertext' | 'icKeyId'>) {
      await db.update(correctionRequests).set(sealed).where(eq(correctionRequests.id, id));
    },

    async storeSealed(id: string, sealed: SealedIc) {
      await db
        .update(players)
        .set({ ...sealed, icNumber: null })
        .where(eq(players.id, id));
    },

    /** IC numbers per key id ('plain': not sealed yet), players' and correction requests'. */
    async countByKey() {
      const result = await db.execute(sql`
        select key_id as "keyId", count(*)::int as "count" from (
          select coalesce(${players.icKeyId}, 'plain') as key_id from ${players}
          union all
          select ${correctionRequests.icKeyId} from ${correctionRequests}
            where ${correctionRequests.icCiphertext} is not null
        ) s group by key_id order by key_id`);
      return (result as unknown as { rows: { keyId: string; count: number }[] }).rows;
    },
  };
}

export type IcVaultRepository = ReturnType<typeof createIcVaultRepository>;
