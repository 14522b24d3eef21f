import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { SendMessageInput } from '@app/shared/messages';

import { useSendMessageToAll } from '../api/send-message-to-all';
import { useSendPlayerMessage } from '../api/send-player-message';

/** 'all', or the `_id` of one player. */
export type MessageRecipient = 'all' | { playerId: string };

export type SendOutcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * Sends to one player or (in one call) to all, and words the outcome: 'Message sent
 * successfully!', 'Sent to N players, M failed' or 'Error sending message: …'.
 */
export function useSendMessage() {
  const { adminPlayers, common } = useMessages();
  const t = adminPlayers.compose;
  const toPlayer = useSendPlayerMessage();
  const toAll = useSendMessageToAll();

  const send = async (
    recipient: MessageRecipient,
    input: SendMessageInput,
  ): Promise<SendOutcome> => {
    try {
      if (recipient === 'all') {
        const result = await toAll.mutateAsync(input);
        return {
          ok: true,
          text: formatMessage(result.skipped ? t.broadcastSkipped : t.broadcastResult, {
            sent: result.sent,
            failed: result.failed,
            skipped: result.skipped ?? 0,
          }),
        };
      }
      await toPlayer.mutateAsync({ playerId: recipient.playerId, input });
      return { ok: true, text: t.sent };
    } catch (error) {
      const message = errorText(error, {
        network: common.networkError,
        fallback: adminPlayers.common.unknownError,
      });
      return { ok: false, text: formatMessage(t.failed, { message }) };
    }
  };

  return { send, isPending: toPlayer.isPending || toAll.isPending };
}
