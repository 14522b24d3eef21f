import { desc, eq } from 'drizzle-orm';

import type { ConsentSource } from '@app/shared/privacy';

import type { DbExecutor } from '../../db/client';
import { consentRecords, players, type ConsentRecordRow } from '../../db/schema/index';

export type { ConsentRecordRow };

/** The consent ledger (append-only) and the player's current choices kept beside it. */
export function createConsentsRepository(db: DbExecutor) {
  return {
    async record(values: {
      playerId: string;
      kind: ConsentRecordRow['kind'];
      version: string | null;
      granted: boolean;
      source: ConsentSource;
      ip: string | null;
    }) {
      await db.insert(consentRecords).values(values);
      if (values.kind === 'policy' && values.granted && values.version)
        await db
          .update(players)
          .set({ policyVersionAccepted: values.version })
          .where(eq(players.id, values.playerId));
      if (values.kind === 'marketing')
        await db
          .update(players)
          .set({ marketingOptIn: values.granted })
          .where(eq(players.id, values.playerId));
    },

    async history(playerId: string, limit = 100) {
      return db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.playerId, playerId))
        .orderBy(desc(consentRecords.createdAt))
        .limit(limit);
    },

    async current(playerId: string) {
      const [row] = await db
        .select({
          policyVersionAccepted: players.policyVersionAccepted,
          marketingOptIn: players.marketingOptIn,
        })
        .from(players)
        .where(eq(players.id, playerId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
