import { generateToken, hashToken } from '../../lib/tokens';
import type { DataAccess } from '../../lib/unit-of-work';

import type { SessionsRepository } from './sessions.repository';

export interface SessionsRepos {
  sessions: SessionsRepository;
}

export type Actor =
  | { kind: 'admin'; sessionId: string; adminId: string; username: string }
  | {
      kind: 'player';
      sessionId: string;
      playerId: string;
      memberId: string;
      username: string;
      status: 'active' | 'inactive' | 'suspended';
    };

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export function createSessionsService({ data }: { data: DataAccess<SessionsRepos> }) {
  const repo = data.repos.sessions;
  return {
    async issue(
      subject: { kind: 'admin'; adminId: string } | { kind: 'player'; playerId: string },
      ttlMs: number,
      meta: SessionMeta = {},
    ): Promise<IssuedSession> {
      const token = generateToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      const row = await repo.insert({
        tokenHash: hashToken(token),
        ...subject,
        expiresAt,
        userAgent: meta.userAgent?.slice(0, 300),
        ip: meta.ip,
      });
      return { token, sessionId: row.id, expiresAt };
    },

    /** The actor behind a token, or null when the token is unknown, expired or revoked. */
    async resolve(token: string): Promise<Actor | null> {
      if (!token || token.length > 200) return null;
      const row = await repo.findActiveByTokenHash(hashToken(token));
      if (!row) return null;
      if (row.kind === 'admin' && row.adminId && row.adminUsername) {
        return {
          kind: 'admin',
          sessionId: row.id,
          adminId: row.adminId,
          username: row.adminUsername,
        };
      }
      if (
        row.kind === 'player' &&
        row.playerId &&
        row.playerMemberId &&
        row.playerUsername &&
        row.playerStatus
      ) {
        return {
          kind: 'player',
          sessionId: row.id,
          playerId: row.playerId,
          memberId: row.playerMemberId,
          username: row.playerUsername,
          status: row.playerStatus,
        };
      }
      return null;
    },

    revoke: (sessionId: string) => repo.revoke(sessionId),
    revokeAllForAdmin: (adminId: string, exceptSessionId?: string) =>
      repo.revokeAllForAdmin(adminId, exceptSessionId),
    revokeAllForPlayer: (playerId: string, exceptSessionId?: string) =>
      repo.revokeAllForPlayer(playerId, exceptSessionId),
    prune: () => repo.pruneDead(new Date(Date.now() - 7 * 86_400_000)),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
