import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';

import type { SiteSettings } from '@app/shared/staff';

import type { DbExecutor } from '../../db/client';
import {
  admins,
  players,
  sessions,
  siteSettings,
  twoFactorCredentials,
} from '../../db/schema/index';

export interface NewSession {
  tokenHash: string;
  kind: 'admin' | 'player';
  adminId?: string;
  playerId?: string;
  expiresAt: Date;
  userAgent?: string | undefined;
  ip?: string | undefined;
  stage?: 'active' | 'two-factor' | 'enrol';
}

export type SessionSubject =
  { kind: 'admin'; adminId: string } | { kind: 'player'; playerId: string };

const ownedBy = (subject: SessionSubject) =>
  subject.kind === 'admin'
    ? eq(sessions.adminId, subject.adminId)
    : eq(sessions.playerId, subject.playerId);

const ALL_STAFF_SETTING = 'requireTwoFactorForAllStaff' satisfies keyof SiteSettings;

/** Whether the session's staff member has an authenticator set up (read with the session). */
const adminTwoFactorOn = sql<boolean>`exists (select 1 from ${twoFactorCredentials}
  where ${twoFactorCredentials.adminId} = ${sessions.adminId}
    and ${twoFactorCredentials.secret} is not null)`;

/** The "require two-factor for all staff" setting as stored now (null when never saved). */
const allStaffTwoFactor = sql<unknown>`(select ${siteSettings.value} from ${siteSettings}
  where ${siteSettings.key} = ${ALL_STAFF_SETTING})`;

const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

export function createSessionsRepository(db: DbExecutor) {
  return {
    async insert(session: NewSession) {
      const [row] = await db.insert(sessions).values(session).returning();
      return row!;
    },

    /**
     * The live (unexpired, unrevoked) session for a token hash, with its subject; for staff, also
     * what decides two-factor now (roles, the all-staff setting, a set-up authenticator), so a
     * change to any of them applies to the very next request in every process.
     */
    async findActiveByTokenHash(tokenHash: string, now = new Date()) {
      const [row] = await db
        .select({
          id: sessions.id,
          kind: sessions.kind,
          stage: sessions.stage,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          adminId: admins.id,
          adminUsername: admins.username,
          adminRoles: admins.roles,
          adminStatus: admins.status,
          adminTwoFactorOn,
          allStaffTwoFactor,
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

    /** Live full sessions of one person (not sign-in challenges), most recently used first. */
    async listLive(subject: SessionSubject, now = new Date()) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(and(ownedBy(subject), live(now), ne(sessions.stage, 'two-factor')))
        .orderBy(desc(sessions.lastSeenAt));
    },

    async touch(id: string, at = new Date()) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },

    async setStage(id: string, stage: 'active' | 'enrol') {
      await db.update(sessions).set({ stage }).where(eq(sessions.id, id));
    },

    /** Ends one of this person's sessions; false when it is not theirs or already ended. */
    async revokeOwned(subject: SessionSubject, id: string) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), ownedBy(subject), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    async revoke(id: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeAllForAdmin(adminId: string, exceptSessionId?: string) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.adminId, adminId),
            isNull(sessions.revokedAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    async revokeAllForPlayer(playerId: string, exceptSessionId?: string) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.playerId, playerId),
            isNull(sessions.revokedAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
