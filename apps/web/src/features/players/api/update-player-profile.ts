import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { playerMeQueryKey } from '@/lib/auth/player-me';
import { playerSchema, type OwnProfileForm, type Player } from '@app/shared/players';

/** Sends the profile form (the server keeps what it leaves out); a blank optional field is null. */
export async function updatePlayerProfile({
  playerId,
  input,
}: {
  playerId: string;
  input: OwnProfileForm;
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
