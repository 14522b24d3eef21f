import { and, asc, eq, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { playerRelations, players } from '../../db/schema/index';

/**
 * Players' mutes (the other's posts hidden from them) and blocks (no comments from the other, no
 * partner requests or notifications between the two either way).
 */
export function createRelationsRepository(db: DbExecutor) {
  return {
    async add(playerId: string, otherId: string, kind: 'mute' | 'block') {
      await db.insert(playerRelations).values({ playerId, otherId, kind }).onConflictDoNothing();
    },
    async remove(playerId: string, otherId: string, kind: 'mute' | 'block') {
      await db
        .delete(playerRelations)
        .where(
          and(
            eq(playerRelations.playerId, playerId),
            eq(playerRelations.otherId, otherId),
            eq(playerRelations.kind, kind),
          ),
        );
    },
    async list(playerId: string) {
      return db
        .select({ kind: playerRelations.kind, playerId: players.id, fullName: players.fullName })
        .from(playerRelations)
        .innerJoin(players, eq(players.id, playerRelations.otherId))
        .where(eq(playerRelations.playerId, playerId))
        .orderBy(asc(players.fullName));
    },
    /** Whether the author of `postId` blocked `commenterId`. */
    async authorBlocked(postId: string, commenterId: string): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from player_relations r join posts p on p.author_id = r.player_id
        where p.id = ${postId} and r.other_id = ${commenterId} and r.kind = 'block' limit 1`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },
    /**
     * Whether either player blocked the other: no partner requests and no notifications pass
     * between them (round 2 of the attack run, item 10).
     */
    async blockedEitherWay(playerId: string, otherId: string): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from player_relations
        where kind = 'block'
          and ((player_id = ${playerId} and other_id = ${otherId})
            or (player_id = ${otherId} and other_id = ${playerId}))
        limit 1`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },
    async exists(playerId: string) {
      const [row] = await db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, playerId))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type RelationsRepository = ReturnType<typeof createRelationsRepository>;
