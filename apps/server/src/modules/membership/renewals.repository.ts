import { and, asc, count, eq, inArray } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { membershipRenewals, membershipTypes, players } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';

const renewalColumns = {
  renewal: membershipRenewals,
  typeName: membershipTypes.name,
  typeNameMs: membershipTypes.nameMs,
  memberId: players.playerId,
  fullName: players.fullName,
};

/** Renewals players ask for in the portal, until an officer confirms the payment. */
export function createRenewalsRepository(db: DbExecutor) {
  const joined = () =>
    db
      .select(renewalColumns)
      .from(membershipRenewals)
      .innerJoin(membershipTypes, eq(membershipTypes.id, membershipRenewals.typeId))
      .innerJoin(players, eq(players.id, membershipRenewals.playerId));
  return {
    async insert(values: typeof membershipRenewals.$inferInsert) {
      const [row] = await db.insert(membershipRenewals).values(values).returning();
      return row!;
    },
    async find(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await joined().where(eq(membershipRenewals.id, id));
      return row ?? null;
    },
    async findByKey(playerId: string, idempotencyKey: string) {
      const [row] = await joined().where(
        and(
          eq(membershipRenewals.playerId, playerId),
          eq(membershipRenewals.idempotencyKey, idempotencyKey),
        ),
      );
      return row ?? null;
    },
    async pendingOf(playerId: string) {
      const [row] = await joined().where(
        and(eq(membershipRenewals.playerId, playerId), eq(membershipRenewals.status, 'pending')),
      );
      return row ?? null;
    },
    /** The pending request of each of these players, by player (a batch of payments). */
    async pendingIdsOf(playerIds: string[]) {
      if (playerIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: membershipRenewals.id, playerId: membershipRenewals.playerId })
        .from(membershipRenewals)
        .where(
          and(
            inArray(membershipRenewals.playerId, playerIds),
            eq(membershipRenewals.status, 'pending'),
          ),
        );
      return new Map(rows.map((r) => [r.playerId, r.id]));
    },
    async listPending(limit: number) {
      return joined()
        .where(eq(membershipRenewals.status, 'pending'))
        .orderBy(asc(membershipRenewals.createdAt))
        .limit(limit);
    },
    async countPending() {
      const [row] = await db
        .select({ n: count() })
        .from(membershipRenewals)
        .where(eq(membershipRenewals.status, 'pending'));
      return Number(row?.n ?? 0);
    },
    async settle(id: string, status: 'confirmed' | 'cancelled', paymentId: string | null) {
      const [row] = await db
        .update(membershipRenewals)
        .set({ status, paymentId, updatedAt: new Date() })
        .where(and(eq(membershipRenewals.id, id), eq(membershipRenewals.status, 'pending')))
        .returning({ id: membershipRenewals.id });
      return row !== undefined;
    },
  };
}

export type RenewalsRepository = ReturnType<typeof createRenewalsRepository>;
