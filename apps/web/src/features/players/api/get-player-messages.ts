import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { inboxMessageSchema, type InboxMessage } from '@app/shared/messages';

export function playerMessagesQueryKey(playerId: string) {
  return ['players', playerId, 'messages'] as const;
}

/** The inbox, newest first. */
export async function getPlayerMessages(
  playerId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InboxMessage[]> {
  const data = await apiRequest<unknown>(`/api/players/${encodeURIComponent(playerId)}/messages`, {
    signal,
  });
  return z.array(inboxMessageSchema).parse(data);
}

export function playerMessagesQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: playerMessagesQueryKey(playerId),
    queryFn: ({ signal }) => getPlayerMessages(playerId, { signal }),
  });
}

export function usePlayerMessages(playerId: string) {
  return useQuery(playerMessagesQueryOptions(playerId));
}
