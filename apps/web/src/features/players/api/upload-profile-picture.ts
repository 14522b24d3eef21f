import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { playerMeQueryKey } from '@/lib/auth/player-me';
import { playerSchema, type Player } from '@app/shared/players';

export async function uploadProfilePicture({
  playerId,
  file,
}: {
  playerId: string;
  file: File;
}): Promise<Player> {
  const form = new FormData();
  form.append('profilePicture', file);
  const data = await apiRequest<unknown>(
    `/api/players/${encodeURIComponent(playerId)}/profile-picture`,
    { method: 'POST', form },
  );
  return playerSchema.parse(data);
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: (player) => {
      queryClient.setQueryData(playerMeQueryKey, player);
    },
  });
}
