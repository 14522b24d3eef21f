import {
  LOCKED_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  updateNotificationSettingsSchema,
  type Notification,
  type NotificationSettings,
  type NotificationType,
} from '@app/shared/notifications';

import type { EventBus } from '../../lib/event-bus';
import type { MailSite } from '../../lib/mail-language';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';
import type { MailOutboxRepository } from '../mail/index';

import { notificationMail } from './notifications.mail';
import type { NotificationsRepository } from './notifications.repository';

export interface NotificationsRepos {
  notifications: NotificationsRepository;
  mailOutbox: MailOutboxRepository;
  /** The player's inbox (the messages module's repository): how many are unread. */
  messages: { unreadCount(playerId: string): Promise<number> };
}

/** The bus channel: `{ playerId }` or `{ all: true }` when a player's unread count changed. */
export const NOTIFICATIONS_CHANNEL = 'notifications';

export interface NotifyInput {
  playerId: string;
  type: NotificationType;
  /** What it is about (likes on one subject are batched while unread). */
  subjectKey?: string;
  data?: Record<string, string>;
}

/** Tells players things: stored for the bell, mailed when they chose e-mail, pushed live. */
export type Notify = (input: NotifyInput) => Promise<void>;

const LIST_LIMIT = 30;

function defaultChannel(type: NotificationType) {
  return LOCKED_NOTIFICATION_TYPES.includes(type) ? 'email' : 'in_app';
}

export function createNotificationsService(deps: {
  data: DataAccess<NotificationsRepos>;
  bus: EventBus;
  mail: { kick(): void };
  site: MailSite;
  log: { warn(obj: object, msg: string): void };
}) {
  const { data, bus } = deps;
  const repo = data.repos.notifications;

  async function settingsOf(playerId: string): Promise<NotificationSettings> {
    const stored = new Map((await repo.settings(playerId)).map((s) => [s.type, s.channel]));
    return Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [
        type,
        LOCKED_NOTIFICATION_TYPES.includes(type)
          ? 'email'
          : (stored.get(type) ?? defaultChannel(type)),
      ]),
    ) as NotificationSettings;
  }

  async function changed(payload: { playerId: string } | { all: true }) {
    await bus.publish(NOTIFICATIONS_CHANNEL, payload).catch((err: unknown) => {
      deps.log.warn({ err }, 'could not publish a notification change');
    });
  }

  /**
   * Never throws: a notice that cannot be stored must not undo what caused it (a comment, a
   * like); the failure is logged. Mail for the locked types is sent by the module that owns it
   * (membership, enrolment), so only the chosen-by-player e-mail is queued here.
   */
  const notify: Notify = async (input) => {
    try {
      const channel = (await settingsOf(input.playerId))[input.type];
      if (channel === 'off') return;
      await data.withTransaction(async ({ notifications, mailOutbox }) => {
        await notifications.add({
          playerId: input.playerId,
          type: input.type,
          ...(input.subjectKey ? { subjectKey: input.subjectKey } : {}),
          data: input.data ?? {},
        });
        if (channel === 'email' && !LOCKED_NOTIFICATION_TYPES.includes(input.type)) {
          const to = await notifications.recipient(input.playerId);
          if (to && to.status === 'active')
            await mailOutbox.insert(
              notificationMail(deps.site, to, input.type, input.data ?? {}, 1),
            );
        }
      });
      deps.mail.kick();
      await changed({ playerId: input.playerId });
    } catch (err) {
      deps.log.warn({ err, type: input.type }, 'could not store a notification');
    }
  };

  return {
    notify,
    /** A broadcast message: one notice for every active player who takes association news. */
    async notifyAllActive(type: NotificationType, payload: Record<string, string>) {
      try {
        await repo.addForAllActive(type, payload);
        await changed({ all: true });
      } catch (err) {
        deps.log.warn({ err, type }, 'could not store broadcast notifications');
      }
    },
    /** The latest notices, how many are unread, and how many inbox messages are unread. */
    async list(playerId: string) {
      const [rows, unread, unreadMessages] = await Promise.all([
        repo.list(playerId, LIST_LIMIT),
        repo.unreadCount(playerId),
        data.repos.messages.unreadCount(playerId),
      ]);
      const items: Notification[] = rows.map((row) => ({
        id: row.id,
        type: row.type as NotificationType,
        count: row.count,
        data: row.data,
        read: row.readAt !== null,
        at: row.updatedAt.toISOString(),
      }));
      return { items, unread, unreadMessages };
    },
    unreadCount: (playerId: string) => repo.unreadCount(playerId),
    async markRead(playerId: string, id: string) {
      await repo.markRead(playerId, id);
      await changed({ playerId });
      return { unread: await repo.unreadCount(playerId) };
    },
    async markAllRead(playerId: string) {
      await repo.markAllRead(playerId);
      await changed({ playerId });
      return { unread: 0 };
    },
    settings: settingsOf,
    async updateSettings(playerId: string, body: unknown) {
      const input = parseInput(updateNotificationSettingsSchema, body);
      await data.withTransaction(async ({ notifications }) => {
        for (const [type, channel] of Object.entries(input)) {
          if (channel) await notifications.setSetting(playerId, type, channel);
        }
      });
      return settingsOf(playerId);
    },
    /** Calls `listener` whenever this player's unread count may have changed (any process). */
    subscribe(playerId: string, listener: () => void) {
      return bus.subscribe(NOTIFICATIONS_CHANNEL, (payload) => {
        const p = payload as { playerId?: string; all?: boolean };
        if (p.all || p.playerId === playerId) listener();
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
