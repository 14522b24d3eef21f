import type { SendMessageInput } from '@app/shared/messages';

import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { DataAccess } from '../../lib/unit-of-work';
import type { NotificationsApi } from '../notifications/index';

import { toHistoryItem, toInboxMessage } from './messages.presenter';
import type { MessagesRepository } from './messages.repository';

export interface MessagesRepos {
  messages: MessagesRepository;
  /** Players are the players module's: only the lookup by `_id` or member number is needed. */
  players: {
    findByIdOrMemberId(id: string): Promise<{ id: string; language: 'en' | 'ms' } | null>;
  };
}

/** Admin messages to players, and each player's inbox. */
export function createMessagesService({
  data,
  notifications,
}: {
  data: DataAccess<MessagesRepos>;
  notifications?: Pick<NotificationsApi, 'notify' | 'notifyAllActive'>;
}) {
  const { messages, players } = data.repos;

  /** `{id}` in an inbox URL must be the signed-in player (by `_id` or member number). */
  async function ownInbox(playerId: string, id: string) {
    const player = await players.findByIdOrMemberId(id);
    if (player?.id !== playerId) throw forbidden('You can only access your own account');
  }

  return {
    async sendToPlayer(adminId: string, playerIdOrMemberId: string, input: SendMessageInput) {
      const player = await players.findByIdOrMemberId(playerIdOrMemberId);
      if (!player) throw notFound('Player');
      const malay = player.language === 'ms' && input.subjectMs && input.messageMs;
      await messages.insert({
        playerId: player.id,
        subject: malay ? input.subjectMs : input.subject,
        body: malay ? input.messageMs : input.message,
        sentByAdminId: adminId,
      });
      await notifications?.notify({
        playerId: player.id,
        type: 'message',
        data: { title: (malay ? input.subjectMs : input.subject) ?? '' },
      });
      return { success: true as const, message: 'Message sent successfully!' };
    },

    /**
     * Every active player gets the message once, all in one statement (all or nothing), except
     * those who opted out of association news; the sender is told how many were skipped.
     */
    async broadcast(adminId: string, input: SendMessageInput) {
      const { sent, skipped } = await data.withTransaction(async (tx) => ({
        sent: await tx.messages.insertForAllActive({
          subject: input.subject,
          body: input.message,
          // Each player gets the Malay version when they read Malay and it is complete.
          ...(input.subjectMs && input.messageMs
            ? { subjectMs: input.subjectMs, bodyMs: input.messageMs }
            : {}),
          sentByAdminId: adminId,
        }),
        skipped: await tx.messages.countOptedOutActive(),
      }));
      await notifications?.notifyAllActive('message', { title: input.subject });
      const players = (n: number) => `${n} player${n === 1 ? '' : 's'}`;
      return {
        success: true as const,
        sent,
        failed: 0,
        skipped,
        message:
          skipped > 0
            ? `Message sent to ${players(sent)}. ${players(skipped)} opted out of association news and did not get it.`
            : `Message sent to ${players(sent)}.`,
      };
    },

    async inbox(playerId: string, id: string) {
      await ownInbox(playerId, id);
      return (await messages.listForPlayer(playerId)).map(toInboxMessage);
    },

    async markRead(playerId: string, id: string, messageId: string) {
      await ownInbox(playerId, id);
      if (!isUuid(messageId)) throw notFound('Message');
      const row = await messages.markRead(playerId, messageId);
      if (!row) throw notFound('Message');
      return toInboxMessage(row);
    },

    async history(limit: number) {
      return (await messages.history(limit)).map(toHistoryItem);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
