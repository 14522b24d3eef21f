import { sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { membershipReminders, players } from '../../db/schema/index';

export type ReminderKind = 'd30' | 'd7' | 'd0' | 'grace';

export interface DueReminder {
  membershipId: string;
  kind: ReminderKind;
  expiresOn: string;
  playerId: string;
  memberId: string;
  fullName: string;
  email: string;
  /** The language the reminder is written in (the player's). */
  language: 'en' | 'ms';
  unsubscribeToken: string | null;
}

/** Renewal reminders: which are due, and the record that each was sent once. */
export function createRemindersRepository(db: DbExecutor) {
  return {
    /**
     * Up to `limit` reminders due today, each for a player's latest term, locked with SKIP
     * LOCKED so that another process running the same job takes other rows. The kind follows
     * the days left: 8–30 → d30, 1–7 → d7, 0 → d0, after expiry within the grace period →
     * grace (a missed run still sends the one that applies now). Call inside a transaction.
     */
    async lockDue(today: string, graceDays: number, limit: number): Promise<DueReminder[]> {
      const result = await db.execute(sql`
        WITH candidates AS (
          SELECT m.id, m.expires_on, m.player_id,
            CASE
              WHEN m.expires_on - ${today}::date BETWEEN 8 AND 30 THEN 'd30'
              WHEN m.expires_on - ${today}::date BETWEEN 1 AND 7 THEN 'd7'
              WHEN m.expires_on = ${today}::date THEN 'd0'
              ELSE 'grace'
            END AS kind
          FROM memberships m
          JOIN players p ON p.id = m.player_id
          WHERE m.status = 'active'
            AND p.membership_expires_on = m.expires_on
            AND p.membership_suspended_at IS NULL
            AND p.membership_reminders_opt_out = false
            AND p.status = 'active'
            AND m.expires_on BETWEEN (${today}::date - ${graceDays}::int) AND (${today}::date + 30)
        )
        SELECT c.id AS "membershipId", c.kind, c.expires_on::text AS "expiresOn",
          p.id AS "playerId", p.player_id AS "memberId", p.full_name AS "fullName", p.email,
          p.language, p.reminders_unsubscribe_token AS "unsubscribeToken"
        FROM candidates c
        JOIN memberships m ON m.id = c.id
        JOIN players p ON p.id = c.player_id
        WHERE NOT EXISTS (
          SELECT 1 FROM membership_reminders r WHERE r.membership_id = c.id AND r.kind = c.kind
        )
        ORDER BY c.expires_on, c.id
        LIMIT ${limit}
        FOR UPDATE OF m SKIP LOCKED
      `);
      return (result as unknown as { rows: DueReminder[] }).rows;
    },
    /** Records a reminder as sent; false when it already was (another worker got there first). */
    async claim(membershipId: string, kind: ReminderKind): Promise<boolean> {
      const rows = await db
        .insert(membershipReminders)
        .values({ membershipId, kind })
        .onConflictDoNothing()
        .returning({ id: membershipReminders.membershipId });
      return rows.length > 0;
    },
    /** Gives the player this unsubscribe token unless they have one; returns the one they have. */
    async ensureUnsubscribeToken(playerId: string, token: string): Promise<string> {
      await db
        .update(players)
        .set({ remindersUnsubscribeToken: token })
        .where(sql`${players.id} = ${playerId} AND ${players.remindersUnsubscribeToken} IS NULL`);
      const [row] = await db
        .select({ token: players.remindersUnsubscribeToken })
        .from(players)
        .where(sql`${players.id} = ${playerId}`);
      return row?.token ?? token;
    },
    /** Turns reminders off for the token's player; false for an unknown token. */
    async unsubscribe(token: string): Promise<boolean> {
      const rows = await db
        .update(players)
        .set({ membershipRemindersOptOut: true })
        .where(sql`${players.remindersUnsubscribeToken} = ${token}`)
        .returning({ id: players.id });
      return rows.length > 0;
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
