import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { Player } from '@app/shared/players';

import type { PlayerFilters } from '../utils/player-filters';

import { adminPlayersQueryKey, getPlayersPage } from './get-players-page';

/** Page size used to collect every matching player (for printing). */
export const ALL_PLAYERS_BATCH_SIZE = 100;

/**
 * Every player matching the filters, collected page by page through the paged list so a large
 * association never needs one giant answer. Stops at the reported total or at an empty page.
 */
export async function getAllPlayers(filters: PlayerFilters): Promise<Player[]> {
  const players: Player[] = [];
  for (;;) {
    const page = await getPlayersPage({
      filters,
      limit: ALL_PLAYERS_BATCH_SIZE,
      offset: players.length,
    });
    players.push(...page.items);
    if (page.items.length === 0 || players.length >= page.total) return players;
  }
}

/** Fetches every matching player, always fresh (not served from the cache). */
export function useGetAllPlayers() {
  const queryClient = useQueryClient();
  return useCallback(
    (filters: PlayerFilters) =>
      queryClient.fetchQuery({
        queryKey: [...adminPlayersQueryKey, 'all', filters],
        queryFn: () => getAllPlayers(filters),
        staleTime: 0,
      }),
    [queryClient],
  );
}
