import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/** What an admin may see of a player's sign-in: never a password or its hash. */
export interface PlayerCredentials {
  username: string;
  hasPassword: boolean;
  passwordUpdatedAt: string | null;
}

/** `GET /api/players/{id}/credentials`. Only the three known fields are kept. */
export async function getPlayerCredentials(
  playerId: string,
  signal?: AbortSignal,
): Promise<PlayerCredentials> {
  const data = await apiRequest<Partial<PlayerCredentials>>(
    `/api/players/${encodeURIComponent(playerId)}/credentials`,
    { signal },
  );
  return {
    username: data.username ?? '',
    hasPassword: data.hasPassword === true,
    passwordUpdatedAt: data.passwordUpdatedAt ?? null,
  };
}

/** Not cached after the modal closes: sign-in details are fetched fresh each time. */
export function usePlayerCredentials(playerId: string) {
  return useQuery({
    queryKey: ['admin-player-credentials', playerId],
    queryFn: ({ signal }) => getPlayerCredentials(playerId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
