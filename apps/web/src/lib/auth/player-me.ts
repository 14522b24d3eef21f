import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiRequest } from '@/lib/api-client';
import { useBrowserValue } from '@/lib/browser-value';
import { playerSchema, type Player } from '@app/shared/players';

import {
  clearPlayerSessionHint,
  hasPlayerSessionHint,
  setPlayerSessionHint,
} from './player-session-hint';

export const playerMeQueryKey = ['players', 'me'] as const;

/**
 * The signed-in player, or `null` when the server says there is no player session (401/403):
 * the local keys are then cleared. Network and server failures are thrown so callers can offer
 * a retry instead of logging the player out.
 */
export async function getPlayerMe({
  signal,
}: { signal?: AbortSignal } = {}): Promise<Player | null> {
  try {
    const player = playerSchema.parse(await apiRequest<unknown>('/api/players/me', { signal }));
    setPlayerSessionHint({ id: player._id, fullName: player.fullName });
    return player;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearPlayerSessionHint();
      return null;
    }
    throw error;
  }
}

export function playerMeQueryOptions() {
  return queryOptions({
    queryKey: playerMeQueryKey,
    queryFn: ({ signal }) => getPlayerMe({ signal }),
    retry: false,
  });
}

export function usePlayerMe() {
  return useQuery(playerMeQueryOptions());
}

/**
 * The local sign-in hint, read after hydration: the server renders pages for visitors (no hint),
 * so a browser's first render must too.
 */
export function usePlayerSessionHint(): boolean {
  return useBrowserValue(hasPlayerSessionHint, false);
}

/**
 * The signed-in player on public pages: the server is asked only when this browser signed in
 * before (the local hint), so visitors do not trigger a 401 on every page. Sign-in pages and
 * the portal use `usePlayerMe`, which always asks.
 */
export function useOptionalPlayerMe() {
  const hasHint = usePlayerSessionHint();
  const query = useQuery({ ...playerMeQueryOptions(), enabled: hasHint });
  return {
    ...query,
    hasHint,
    data: query.data ?? null,
    isPending: query.isPending && query.fetchStatus !== 'idle',
  };
}
