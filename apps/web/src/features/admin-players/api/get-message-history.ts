import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { MESSAGE_HISTORY_LIMIT, type MessageHistoryItem } from '@app/shared/messages';

export const messageHistoryQueryKey = ['admin-message-history'] as const;

/** `GET /api/messages?limit=50`: sent messages, newest first, each with its recipient. */
export function getMessageHistory(signal?: AbortSignal): Promise<MessageHistoryItem[]> {
  return apiRequest<MessageHistoryItem[]>('/api/messages', {
    query: { limit: MESSAGE_HISTORY_LIMIT },
    signal,
  });
}

export function useMessageHistory() {
  return useQuery({
    queryKey: messageHistoryQueryKey,
    queryFn: ({ signal }) => getMessageHistory(signal),
  });
}
