import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { adminPlayersQueryKey } from './get-players-page';

export interface DeletePlayerResult {
  success: boolean;
  message: string;
}

/** `DELETE /api/players/{id}`: permanent, with the player's sessions, messages and uploads. */
export function deletePlayer(playerId: string): Promise<DeletePlayerResult> {
  return apiRequest<DeletePlayerResult>(`/api/players/${encodeURIComponent(playerId)}`, {
    method: 'DELETE',
  });
}

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlayersQueryKey }),
  });
}
