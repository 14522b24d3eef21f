import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { playerMeQueryKey } from '@/lib/auth/player-me';
import { playerSchema, type Player, type UpdatePlayerProfileInput } from '@app/shared/players';

/** Sends the whole profile form; absent optional fields mean "none". */
export async function updatePlayerProfile({
  playerId,
  input,
}: {
  playerId: string;
  input: UpdatePlayerProfileInput;
}): Promise<Player> {
  const data = await apiRequest<unknown>(`/api/players/${encodeURIComponent(playerId)}`, {
    method: 'PATCH',
    json: input,
  });
  return playerSchema.parse(data);
}

export function useUpdatePlayerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlayerProfile,
    onSuccess: (player) => {
      queryClient.setQueryData(playerMeQueryKey, player);
    },
  });
}
