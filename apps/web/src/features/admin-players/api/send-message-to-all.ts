import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { SendMessageInput } from '@app/shared/messages';

import { messageHistoryQueryKey } from './get-message-history';

export interface SendMessageToAllResult {
  success: boolean;
  sent: number;
  failed: number;
  /** Active players left out because they opted out of association news. */
  skipped?: number;
  message: string;
}

/** `POST /api/players/all/send-message`: one call; every active player gets the message once. */
export function sendMessageToAll(input: SendMessageInput): Promise<SendMessageToAllResult> {
  return apiRequest<SendMessageToAllResult>('/api/players/all/send-message', {
    method: 'POST',
    json: input,
  });
}

export function useSendMessageToAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessageToAll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageHistoryQueryKey }),
  });
}
