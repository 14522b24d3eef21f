import type { SendMessageInput } from '@app/shared/messages';

import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { PlayersRepository } from '../players/players.repository';

import { toHistoryItem, toInboxMessage } from './messages.presenter';
import type { MessagesRepository } from './messages.repository';

export function createMessagesService({
  repo,
  players,
}: {
  repo: MessagesRepository;
  players: PlayersRepository;
}) {
  return {
    async sendToPlayer(adminId: string, playerIdOrMemberId: string, input: SendMessageInput) {
      const player = await players.findByIdOrMemberId(playerIdOrMemberId);
      if (!player) throw notFound('Player');
      await repo.insert({
        playerId: player.id,
        subject: input.subject,
        body: input.message,
        sentByAdminId: adminId,
      });
      return { success: true as const, message: 'Message sent successfully!' };
    },

    /** Every active player gets the message once, all in one statement (all or nothing). */
    async broadcast(adminId: string, input: SendMessageInput) {
      const sent = await repo.insertForAllActive({
        subject: input.subject,
        body: input.message,
        sentByAdminId: adminId,
      });
      return {
        success: true as const,
        sent,
        failed: 0,
        message: `Message sent to ${sent} player${sent === 1 ? '' : 's'}.`,
      };
    },

    async inbox(playerId: string) {
      return (await repo.listForPlayer(playerId)).map(toInboxMessage);
    },

    async markRead(playerId: string, messageId: string) {
      if (!isUuid(messageId)) throw notFound('Message');
      const row = await repo.markRead(playerId, messageId);
      if (!row) throw notFound('Message');
      return toInboxMessage(row);
    },

    async history(limit: number) {
      return (await repo.history(limit)).map(toHistoryItem);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
