import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { SendMessageInput } from '@app/shared/messages';

import { messageHistoryQueryKey } from './get-message-history';

export interface SendPlayerMessageResult {
  success: boolean;
  message: string;
}

/** `POST /api/players/{id}/send-message`. */
export function sendPlayerMessage({
  playerId,
  input,
}: {
  playerId: string;
  input: SendMessageInput;
}): Promise<SendPlayerMessageResult> {
  return apiRequest<SendPlayerMessageResult>(
    `/api/players/${encodeURIComponent(playerId)}/send-message`,
    { method: 'POST', json: input },
  );
}

export function useSendPlayerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPlayerMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageHistoryQueryKey }),
  });
}
