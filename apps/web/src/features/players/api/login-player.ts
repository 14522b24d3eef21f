import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { playerMeQueryKey } from '@/lib/auth/player-me';
import { setPlayerSessionHint } from '@/lib/auth/player-session-hint';
import {
  playerLoginResultSchema,
  type PlayerLoginInput,
  type PlayerLoginResult,
} from '@app/shared/players';

/** Signs in; the server sets the HttpOnly session cookie. The token is deliberately not kept. */
export async function loginPlayer(input: PlayerLoginInput): Promise<PlayerLoginResult> {
  const data = await apiRequest<unknown>('/api/players/login', { method: 'POST', json: input });
  return playerLoginResultSchema.parse(data);
}

export function useLoginPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginPlayer,
    onSuccess: async ({ player }) => {
      setPlayerSessionHint({ id: player.id, fullName: player.fullName });
      // The login answer is a summary: the dashboard loads the full profile.
      await queryClient.invalidateQueries({ queryKey: playerMeQueryKey, exact: true });
    },
  });
}
