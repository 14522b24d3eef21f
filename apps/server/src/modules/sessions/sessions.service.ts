import Bowser from 'bowser';

import type { ActiveSession } from '@app/shared/security';
import { DEFAULT_SITE_SETTINGS, requiresTwoFactor, type StaffRole } from '@app/shared/staff';

import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { generateToken, hashToken } from '../../lib/tokens';
import type { DataAccess } from '../../lib/unit-of-work';

import type { SessionSubject, SessionsRepository } from './sessions.repository';

export interface SessionsRepos {
  sessions: SessionsRepository;
}

export type Actor =
  | {
      kind: 'admin';
      sessionId: string;
      adminId: string;
      username: string;
      roles: readonly StaffRole[];
      /** 'enrol': signed in, but must set up two-factor before anything else. */
      stage: 'active' | 'enrol';
    }
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

/** A second step of signing in waits this long for its code. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

/** The browser's and the system's names in a user agent ('Safari', 'iOS'); null where unknown. */
export function deviceParts(userAgent: string | null): {
  browser: string | null;
  os: string | null;
} {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}

/**
 * "Chrome on Windows" from a user agent, in English: the `device` field older clients show. Our
 * pages say it in their own language from `browser` and `os`.
 */
export function describeDevice(userAgent: string | null): string {
  const { browser, os } = deviceParts(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

/**
 * A staff session's stage now: one waiting for set-up stays so until set-up is done in it; a
 * full one drops to set-up only as soon as the roles or the all-staff setting require two-factor
 * and no authenticator is set up (decided from the data of this request, not from sign-in).
 */
function staffStage(row: {
  stage: 'active' | 'enrol';
  adminRoles: readonly StaffRole[] | null;
  adminTwoFactorOn: unknown;
  allStaffTwoFactor: unknown;
}): 'active' | 'enrol' {
  if (row.stage === 'enrol') return 'enrol';
  const allStaff =
    row.allStaffTwoFactor === null || row.allStaffTwoFactor === undefined
      ? DEFAULT_SITE_SETTINGS.requireTwoFactorForAllStaff
      : row.allStaffTwoFactor === true || row.allStaffTwoFactor === 'true';
  const enabled = row.adminTwoFactorOn === true || row.adminTwoFactorOn === 't';
  return requiresTwoFactor(row.adminRoles ?? [], allStaff) && !enabled ? 'enrol' : 'active';
}

export function createSessionsService({ data }: { data: DataAccess<SessionsRepos> }) {
  const repo = data.repos.sessions;

  async function issue(
    subject: SessionSubject,
    ttlMs: number,
    meta: SessionMeta = {},
    stage: 'active' | 'two-factor' | 'enrol' = 'active',
  ): Promise<IssuedSession> {
    const token = generateToken();
    const expiresAt = new Date(Date.now() + ttlMs);
    const row = await repo.insert({
      tokenHash: hashToken(token),
      ...subject,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 300),
      ip: meta.ip,
      stage,
    });
    return { token, sessionId: row.id, expiresAt };
  }

  return {
    issue,

    /** A sign-in challenge: the password was right, a second factor is still needed. */
    issueChallenge: (subject: SessionSubject, meta: SessionMeta = {}) =>
      issue(subject, CHALLENGE_TTL_MS, meta, 'two-factor'),

    /** Who a live challenge token belongs to; null when unknown, used or expired. */
    async resolveChallenge(
      token: string,
    ): Promise<(SessionSubject & { sessionId: string }) | null> {
      if (!token || token.length > 200) return null;
      const row = await repo.findActiveByTokenHash(hashToken(token));
      if (row?.stage !== 'two-factor') return null;
      if (row.kind === 'admin' && row.adminId && row.adminStatus === 'active')
        return { kind: 'admin', adminId: row.adminId, sessionId: row.id };
      if (row.kind === 'player' && row.playerId)
        return { kind: 'player', playerId: row.playerId, sessionId: row.id };
      return null;
    },

    /**
     * The actor behind a token, or null when the token is unknown, expired, revoked, a
     * sign-in challenge, or a disabled staff member's.
     */
    async resolve(token: string): Promise<Actor | null> {
      if (!token || token.length > 200) return null;
      const row = await repo.findActiveByTokenHash(hashToken(token));
      if (!row || row.stage === 'two-factor') return null;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touch(row.id);
      if (row.kind === 'admin' && row.adminId && row.adminUsername) {
        if (row.adminStatus !== 'active') return null;
        return {
          kind: 'admin',
          sessionId: row.id,
          adminId: row.adminId,
          username: row.adminUsername,
          roles: row.adminRoles ?? [],
          stage: staffStage({ ...row, stage: row.stage }),
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

    /** "Where you're signed in": this person's live sessions, the current one marked. */
    async list(subject: SessionSubject, currentSessionId: string): Promise<ActiveSession[]> {
      const rows = await repo.listLive(subject);
      return rows.map((row) => ({
        _id: row.id,
        device: describeDevice(row.userAgent),
        ...deviceParts(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    /** Ends one of this person's sessions (404 for anyone else's). */
    async end(subject: SessionSubject, sessionId: string) {
      if (!isUuid(sessionId) || !(await repo.revokeOwned(subject, sessionId)))
        throw notFound('Session');
    },

    /** Ends every session of this person but the current one; returns how many ended. */
    endOthers(subject: SessionSubject, currentSessionId: string) {
      return subject.kind === 'admin'
        ? repo.revokeAllForAdmin(subject.adminId, currentSessionId)
        : repo.revokeAllForPlayer(subject.playerId, currentSessionId);
    },

    setStage: (sessionId: string, stage: 'active' | 'enrol') => repo.setStage(sessionId, stage),
    revoke: (sessionId: string) => repo.revoke(sessionId),
    revokeAllForAdmin: (adminId: string, exceptSessionId?: string) =>
      repo.revokeAllForAdmin(adminId, exceptSessionId),
    revokeAllForPlayer: (playerId: string, exceptSessionId?: string) =>
      repo.revokeAllForPlayer(playerId, exceptSessionId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
