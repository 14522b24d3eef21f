import { eq } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { players } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

/** Moderators' blocks on posting, kept on the player's row. */
export function createPostingBlocksRepository(db: DbExecutor) {
  return {
    async find(playerId: string) {
      if (!isUuid(playerId)) return null;
      const [row] = await db
        .select({
          id: players.id,
          fullName: players.fullName,
          blockedAt: players.postingBlockedAt,
          until: players.postingBlockedUntil,
          reason: players.postingBlockReason,
        })
        .from(players)
        .where(eq(players.id, playerId))
        .limit(1);
      return row ?? null;
    },
    async set(playerId: string, block: { reason: string; until: Date | null } | null) {
      await db
        .update(players)
        .set({
          postingBlockedAt: block ? new Date() : null,
          postingBlockReason: block?.reason ?? null,
          postingBlockedUntil: block?.until ?? null,
        })
        .where(eq(players.id, playerId));
    },
  };
}

export type PostingBlocksRepository = ReturnType<typeof createPostingBlocksRepository>;
