import { and, asc, desc, eq, lte, ne, or, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { accountDeletions, players, type AccountDeletionRow } from '../../db/schema/index';

export type { AccountDeletionRow };

/** "Delete my account" requests: pending through their grace, then cancelled or completed. */
export function createAccountDeletionsRepository(db: DbExecutor) {
  return {
    /** The new request, or null when one is already pending for this player. */
    async insert(values: {
      playerId: string;
      subjectId: string;
      memberId: string;
      content: 'delete' | 'anonymise';
      requestedAt: Date;
      dueAt: Date;
    }) {
      const [row] = await db
        .insert(accountDeletions)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async findPending(playerId: string) {
      const [row] = await db
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.playerId, playerId), eq(accountDeletions.status, 'pending')))
        .limit(1);
      return row ?? null;
    },

    /** The cancelled request, or null when none was pending. */
    async cancel(playerId: string, at: Date) {
      const [row] = await db
        .update(accountDeletions)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(and(eq(accountDeletions.playerId, playerId), eq(accountDeletions.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** Requests whose grace ended by `now`, the longest overdue first. */
    async listDue(now: Date, limit: number) {
      return db
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.status, 'pending'), lte(accountDeletions.dueAt, now)))
        .orderBy(asc(accountDeletions.dueAt))
        .limit(limit);
    },

    /** Marks the player's pending request done (in the deleting transaction, if there is one). */
    async completeFor(playerId: string, at: Date) {
      await db
        .update(accountDeletions)
        .set({ status: 'completed', completedAt: at })
        .where(
          and(eq(accountDeletions.playerId, playerId), eq(accountDeletions.status, 'pending')),
        );
    },

    /**
     * For staff: every pending request (soonest first), then the cancelled and completed ones
     * of the last `recentDays` days, newest first.
     */
    async listForStaff(recentSince: Date, limit: number) {
      return db
        .select({ deletion: accountDeletions, fullName: players.fullName })
        .from(accountDeletions)
        .leftJoin(players, eq(players.id, accountDeletions.playerId))
        .where(
          or(
            eq(accountDeletions.status, 'pending'),
            and(
              ne(accountDeletions.status, 'pending'),
              sql`coalesce(${accountDeletions.completedAt}, ${accountDeletions.cancelledAt}) >= ${recentSince.toISOString()}::timestamptz`,
            ),
          ),
        )
        .orderBy(
          sql`case when ${accountDeletions.status} = 'pending' then 0 else 1 end`,
          asc(
            sql`case when ${accountDeletions.status} = 'pending' then ${accountDeletions.dueAt} end`,
          ),
          desc(sql`coalesce(${accountDeletions.completedAt}, ${accountDeletions.cancelledAt})`),
        )
        .limit(limit);
    },
  };
}

export type AccountDeletionsRepository = ReturnType<typeof createAccountDeletionsRepository>;
