import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { playerMeQueryKey } from '@/lib/auth/player-me';
import { setPlayerSessionHint } from '@/lib/auth/player-session-hint';
import {
  playerLoginAnswerSchema,
  playerLoginResultSchema,
  type PlayerLoginAnswer,
  type PlayerLoginInput,
} from '@app/shared/players';

/**
 * Signs in; the server sets the HttpOnly session cookie (the token is deliberately not kept).
 * With two-factor on, the answer is a challenge for the second step instead.
 */
export async function loginPlayer(input: PlayerLoginInput): Promise<PlayerLoginAnswer> {
  const data = await apiRequest<unknown>('/api/players/login', { method: 'POST', json: input });
  return playerLoginAnswerSchema.parse(data);
}

/** A session has started: remember who, and load the full profile. */
export async function playerSignedIn(queryClient: QueryClient, answer: unknown) {
  const { player } = playerLoginResultSchema.parse(answer);
  setPlayerSessionHint({ id: player.id, fullName: player.fullName });
  // The login answer is a summary: the dashboard loads the full profile.
  await queryClient.invalidateQueries({ queryKey: playerMeQueryKey, exact: true });
  return player;
}

export function useLoginPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginPlayer,
    onSuccess: async (answer) => {
      if (!('twoFactorRequired' in answer)) await playerSignedIn(queryClient, answer);
    },
  });
}
