import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { admins, players, sessions } from '../../db/schema/index';

export interface NewSession {
  tokenHash: string;
  kind: 'admin' | 'player';
  adminId?: string;
  playerId?: string;
  expiresAt: Date;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export function createSessionsRepository(db: DbExecutor) {
  return {
    async insert(session: NewSession) {
      const [row] = await db.insert(sessions).values(session).returning();
      return row!;
    },

    /** The live (unexpired, unrevoked) session for a token hash, with its subject. */
    async findActiveByTokenHash(tokenHash: string, now = new Date()) {
      const [row] = await db
        .select({
          id: sessions.id,
          kind: sessions.kind,
          expiresAt: sessions.expiresAt,
          adminId: admins.id,
          adminUsername: admins.username,
          playerId: players.id,
          playerMemberId: players.playerId,
          playerUsername: players.username,
          playerStatus: players.status,
        })
        .from(sessions)
        .leftJoin(admins, eq(sessions.adminId, admins.id))
        .leftJoin(players, eq(sessions.playerId, players.id))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async revoke(id: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeAllForAdmin(adminId: string, exceptSessionId?: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.adminId, adminId),
            isNull(sessions.revokedAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        );
    },

    async revokeAllForPlayer(playerId: string, exceptSessionId?: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.playerId, playerId),
            isNull(sessions.revokedAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        );
    },

    async pruneDead(before: Date) {
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
