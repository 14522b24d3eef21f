import { and, desc, eq, isNull, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { messages, players } from '../../db/schema/index';

export function createMessagesRepository(db: DbExecutor) {
  return {
    async insert(values: {
      playerId: string;
      subject: string;
      body: string;
      sentByAdminId?: string | null;
    }) {
      const [row] = await db.insert(messages).values(values).returning();
      return row!;
    },
    /** Several inbox messages in one statement (a batch of settled payments' notices). */
    async insertMany(list: { playerId: string; subject: string; body: string }[]) {
      if (list.length === 0) return;
      await db.insert(messages).values(list);
    },

    /** One message to every active player in one statement; returns how many were written. */
    /** Every active player who has not opted out of association news (issue 16). */
    async insertForAllActive(values: {
      subject: string;
      body: string;
      subjectMs?: string;
      bodyMs?: string;
      sentByAdminId: string;
    }) {
      const subjectMs = values.subjectMs ?? values.subject;
      const bodyMs = values.bodyMs ?? values.body;
      const result = await db.execute(sql`
        insert into messages (player_id, subject, body, sent_by_admin_id, created_at)
        select id,
          case when language = 'ms' then ${subjectMs} else ${values.subject} end,
          case when language = 'ms' then ${bodyMs} else ${values.body} end,
          ${values.sentByAdminId}, now()
        from players where status = 'active' and marketing_opt_in`);
      return Number(
        (result as { rowCount?: number; affectedRows?: number }).rowCount ??
          (result as { affectedRows?: number }).affectedRows ??
          0,
      );
    },

    /** Active players a broadcast skips: they opted out of association news. */
    async countOptedOutActive() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(players)
        .where(and(eq(players.status, 'active'), eq(players.marketingOptIn, false)));
      return Number(row?.n ?? 0);
    },

    async listForPlayer(playerId: string, limit = 200) {
      return db
        .select()
        .from(messages)
        .where(eq(messages.playerId, playerId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
    },

    /** How many of the player's inbox messages are unread (the bell says so). */
    async unreadCount(playerId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.playerId, playerId), isNull(messages.readAt)));
      return Number(row?.n ?? 0);
    },

    async markRead(playerId: string, messageId: string) {
      const [row] = await db
        .update(messages)
        .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
        .where(and(eq(messages.id, messageId), eq(messages.playerId, playerId)))
        .returning();
      return row ?? null;
    },

    async history(limit: number) {
      return db
        .select({
          id: messages.id,
          subject: messages.subject,
          body: messages.body,
          readAt: messages.readAt,
          createdAt: messages.createdAt,
          playerName: players.fullName,
          playerUsername: players.username,
        })
        .from(messages)
        .innerJoin(players, eq(messages.playerId, players.id))
        .where(sql`${messages.sentByAdminId} is not null`)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
