import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { DbExecutor } from '../../db/client';
import { correctionRequests, players, type CorrectionRequestRow } from '../../db/schema/index';

export type { CorrectionRequestRow };
export type NewCorrectionRequest = typeof correctionRequests.$inferInsert;

/** Correction requests (name, IC number, gender, rating) and applying an approved one. */
export function createCorrectionsRepository(db: DbExecutor) {
  return {
    /** The new request, or null when one for that field is already pending. */
    async insert(values: NewCorrectionRequest) {
      const [row] = await db
        .insert(correctionRequests)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async listForPlayer(playerId: string) {
      return db
        .select()
        .from(correctionRequests)
        .where(eq(correctionRequests.playerId, playerId))
        .orderBy(desc(correctionRequests.createdAt))
        .limit(20);
    },

    /**
     * Pending requests, the ones due soonest first, with whose they are and, for an IC number,
     * the other player already registered with it (the clash staff must resolve).
     */
    async listPending(limit: number) {
      const holder = alias(players, 'ic_holder');
      return db
        .select({
          request: correctionRequests,
          player: {
            id: players.id,
            playerId: players.playerId,
            fullName: players.fullName,
            icLast4: players.icLast4,
            gender: players.gender,
            duprRating: players.duprRating,
          },
          icHolder: { id: holder.id, playerId: holder.playerId, fullName: holder.fullName },
        })
        .from(correctionRequests)
        .innerJoin(players, eq(players.id, correctionRequests.playerId))
        .leftJoin(
          holder,
          and(
            eq(holder.icHash, correctionRequests.icHash),
            ne(holder.id, correctionRequests.playerId),
          ),
        )
        .where(eq(correctionRequests.status, 'pending'))
        .orderBy(asc(correctionRequests.dueOn), asc(correctionRequests.createdAt))
        .limit(limit);
    },

    /** How many requests wait for a membership officer's decision. */
    async countPending() {
      const [row] = await db
        .select({ n: count() })
        .from(correctionRequests)
        .where(eq(correctionRequests.status, 'pending'));
      return Number(row?.n ?? 0);
    },

    async lockPending(id: string) {
      const [row] = await db
        .select()
        .from(correctionRequests)
        .where(and(eq(correctionRequests.id, id), eq(correctionRequests.status, 'pending')))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async decide(
      id: string,
      values: { status: 'approved' | 'rejected'; decidedBy: string; decisionNote: string | null },
    ) {
      const [row] = await db
        .update(correctionRequests)
        .set({ ...values, decidedAt: new Date() })
        .where(eq(correctionRequests.id, id))
        .returning();
      return row!;
    },

    /** Whether a player other than `playerId` is registered with this IC number (by its hash). */
    async icHeldByAnother(icHash: string, playerId: string) {
      const [row] = await db
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.icHash, icHash), ne(players.id, playerId)))
        .limit(1);
      return row !== undefined;
    },

    /** What a request may change, as the player's record has it now. */
    async currentValues(playerId: string) {
      const [row] = await db
        .select({
          fullName: players.fullName,
          icLast4: players.icLast4,
          icHash: players.icHash,
          dateOfBirth: players.dateOfBirth,
          gender: players.gender,
          duprRating: players.duprRating,
        })
        .from(players)
        .where(eq(players.id, playerId));
      return row ?? null;
    },

    /** Applies an approved change (the player's row locked by the update); returns the before. */
    async applyToPlayer(playerId: string, values: Partial<typeof players.$inferInsert>) {
      const [before] = await db
        .select({
          fullName: players.fullName,
          icLast4: players.icLast4,
          dateOfBirth: players.dateOfBirth,
          gender: players.gender,
          duprRating: players.duprRating,
        })
        .from(players)
        .where(eq(players.id, playerId))
        .for('no key update');
      await db
        .update(players)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(players.id, playerId));
      return before ?? null;
    },
  };
}

export type CorrectionsRepository = ReturnType<typeof createCorrectionsRepository>;
