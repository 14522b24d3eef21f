import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { inboxMessageSchema, type InboxMessage } from '@app/shared/messages';

import { playerMessagesQueryKey } from './get-player-messages';

export interface MarkMessageReadInput {
  playerId: string;
  messageId: string;
}

export async function markMessageRead({
  playerId,
  messageId,
}: MarkMessageReadInput): Promise<InboxMessage> {
  const data = await apiRequest<unknown>(
    `/api/players/${encodeURIComponent(playerId)}/messages/${encodeURIComponent(messageId)}/read`,
    { method: 'PATCH' },
  );
  return inboxMessageSchema.parse(data);
}

/**
 * Marks a message read at once in the cached inbox (the unread badge drops by one), then
 * refetches: the server stays the source of truth, and a failure restores the old list.
 */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onMutate: async ({ playerId, messageId }) => {
      const queryKey = playerMessagesQueryKey(playerId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<InboxMessage[]>(queryKey);
      queryClient.setQueryData<InboxMessage[]>(queryKey, (messages) =>
        messages?.map((m) => (m._id === messageId ? { ...m, read: true } : m)),
      );
      return { previous };
    },
    onError: (_error, { playerId }, context) => {
      if (context?.previous) {
        queryClient.setQueryData(playerMessagesQueryKey(playerId), context.previous);
      }
    },
    onSettled: (_data, _error, { playerId }) =>
      queryClient.invalidateQueries({ queryKey: playerMessagesQueryKey(playerId) }),
  });
}
