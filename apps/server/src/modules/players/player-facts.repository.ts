import { and, eq } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { players } from '../../db/schema/index';

/**
 * What eligibility rules (courses, clinics, tournament entries) and their mail need to know about
 * a player; membership is judged by the caller's service.
 */
export interface PlayerFacts {
  id: string;
  memberId: string;
  fullName: string;
  email: string;
  language: 'en' | 'ms';
  gender: 'Male' | 'Female';
  state: string;
  dateOfBirth: string | null;
  duprRating: number | null;
  membershipExpiresOn: string | null;
  membershipSuspendedAt: Date | null;
  membershipCancelledAt: Date | null;
  guardianConsentAt: Date | null;
}

const factColumns = {
  id: players.id,
  memberId: players.playerId,
  fullName: players.fullName,
  email: players.email,
  language: players.language,
  gender: players.gender,
  state: players.state,
  dateOfBirth: players.dateOfBirth,
  duprRating: players.duprRating,
  membershipExpiresOn: players.membershipExpiresOn,
  membershipSuspendedAt: players.membershipSuspendedAt,
  membershipCancelledAt: players.membershipCancelledAt,
  guardianConsentAt: players.guardianConsentAt,
};

/** A player's facts by id, or by member ID among active accounts (a partner named by ID). */
export function createPlayerFactsQueries(db: DbExecutor) {
  return {
    async playerFacts(playerId: string): Promise<PlayerFacts | null> {
      const [row] = await db.select(factColumns).from(players).where(eq(players.id, playerId));
      return (row as PlayerFacts | undefined) ?? null;
    },
    async playerFactsByMemberId(memberId: string): Promise<PlayerFacts | null> {
      const [row] = await db
        .select(factColumns)
        .from(players)
        .where(and(eq(players.playerId, memberId), eq(players.status, 'active')));
      return (row as PlayerFacts | undefined) ?? null;
    },
  };
}
