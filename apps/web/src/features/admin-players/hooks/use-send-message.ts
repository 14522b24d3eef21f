import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { SendMessageInput } from '@app/shared/messages';

import { useSendMessageToAll } from '../api/send-message-to-all';
import { useSendPlayerMessage } from '../api/send-player-message';

/** 'all', or the `_id` of one player. */
export type MessageRecipient = 'all' | { playerId: string };

/**
 * Sends to one player or (in one call) to all, and words the outcome: 'Message sent
 * successfully!' or 'Sent to N players, M failed'. A failure throws; `failed` words it
 * ('Error sending message: …') for the form's message.
 */
export function useSendMessage() {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.compose;
  const toPlayer = useSendPlayerMessage();
  const toAll = useSendMessageToAll();

  const send = async (recipient: MessageRecipient, input: SendMessageInput): Promise<string> => {
    if (recipient === 'all') {
      const result = await toAll.mutateAsync(input);
      return formatMessage(result.skipped ? t.broadcastSkipped : t.broadcastResult, {
        sent: result.sent,
        failed: result.failed,
        skipped: result.skipped ?? 0,
      });
    }
    await toPlayer.mutateAsync({ playerId: recipient.playerId, input });
    return t.sent;
  };

  return {
    send,
    isPending: toPlayer.isPending || toAll.isPending,
    failed: (message: string) => formatMessage(t.failed, { message }),
    fallback: adminPlayers.common.unknownError,
  };
}
