import type { InboxMessage, MessageHistoryItem } from '@app/shared/messages';

import type { MessageRow } from '../../db/schema/index';

export function toInboxMessage(
  row: Pick<MessageRow, 'id' | 'subject' | 'body' | 'readAt' | 'createdAt'>,
): InboxMessage {
  return {
    _id: row.id,
    subject: row.subject,
    message: row.body,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toHistoryItem(
  row: Pick<MessageRow, 'id' | 'subject' | 'body' | 'readAt' | 'createdAt'> & {
    playerName: string;
    playerUsername: string;
  },
): MessageHistoryItem {
  return { ...toInboxMessage(row), playerName: row.playerName, playerUsername: row.playerUsername };
}
