import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Player, PlayerStatus } from '@app/shared/players';

import { adminPlayersQueryKey } from './get-players-page';

/** `PATCH /api/players/{id}` with `{ status }` only (Suspend; suspending revokes sessions). */
export function updatePlayerStatus({
  playerId,
  status,
}: {
  playerId: string;
  status: PlayerStatus;
}): Promise<Player> {
  return apiRequest<Player>(`/api/players/${encodeURIComponent(playerId)}`, {
    method: 'PATCH',
    json: { status },
  });
}

export function useUpdatePlayerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlayerStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlayersQueryKey }),
  });
}
