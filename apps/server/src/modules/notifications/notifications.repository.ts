import { and, desc, eq, isNull, sql } from 'drizzle-orm';

import type { DbExecutor } from '../../db/client';
import { notifications, notificationSettings, players } from '../../db/schema/index';

export interface NewNotification {
  playerId: string;
  type: string;
  subjectKey?: string;
  data: Record<string, string>;
}

export function createNotificationsRepository(db: DbExecutor) {
  return {
    /** Adds a notice; an unread like on the same subject is counted into the one there is. */
    async add(n: NewNotification) {
      const key = n.subjectKey ?? '';
      if (n.type === 'like') {
        await db.execute(sql`
          insert into notifications (player_id, type, subject_key, data)
          values (${n.playerId}, 'like', ${key}, ${JSON.stringify(n.data)}::jsonb)
          on conflict (player_id, type, subject_key) where read_at is null and type = 'like'
          do update set count = notifications.count + 1, data = excluded.data, updated_at = now()`);
        return;
      }
      await db.insert(notifications).values({
        playerId: n.playerId,
        type: n.type,
        subjectKey: key,
        data: n.data,
      });
    },
    /** The same notice for every active player who takes association news (broadcasts). */
    async addForAllActive(type: string, data: Record<string, string>) {
      await db.execute(sql`
        insert into notifications (player_id, type, data)
        select id, ${type}, ${JSON.stringify(data)}::jsonb from players
        where status = 'active' and marketing_opt_in`);
    },
    async list(playerId: string, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.playerId, playerId))
        .orderBy(desc(notifications.updatedAt), desc(notifications.id))
        .limit(limit);
    },
    async unreadCount(playerId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },
    async markRead(playerId: string, id: string) {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.playerId, playerId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async markAllRead(playerId: string) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
    },
    async settings(playerId: string) {
      return db
        .select({ type: notificationSettings.type, channel: notificationSettings.channel })
        .from(notificationSettings)
        .where(eq(notificationSettings.playerId, playerId));
    },
    async setSetting(playerId: string, type: string, channel: 'in_app' | 'email' | 'off') {
      await db
        .insert(notificationSettings)
        .values({ playerId, type, channel })
        .onConflictDoUpdate({
          target: [notificationSettings.playerId, notificationSettings.type],
          set: { channel },
        });
    },
    async recipient(playerId: string) {
      const [row] = await db
        .select({
          email: players.email,
          fullName: players.fullName,
          language: players.language,
          status: players.status,
        })
        .from(players)
        .where(eq(players.id, playerId));
      return row ?? null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
