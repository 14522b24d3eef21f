import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { AdminUpdatePlayerInput, Player } from '@app/shared/players';

import { adminPlayersQueryKey } from './get-players-page';

/** `PATCH /api/players/{id}` with the admin edit form. */
export function updatePlayer({
  playerId,
  input,
}: {
  playerId: string;
  input: AdminUpdatePlayerInput;
}): Promise<Player> {
  return apiRequest<Player>(`/api/players/${encodeURIComponent(playerId)}`, {
    method: 'PATCH',
    json: input,
  });
}

export function useUpdatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlayersQueryKey }),
  });
}
