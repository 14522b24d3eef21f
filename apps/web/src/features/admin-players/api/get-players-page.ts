import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { Player } from '@app/shared/players';

import { playerFilterQuery, type PlayerFilters } from '../utils/player-filters';
import { requestWithTotal, type PageResult } from '../utils/request-with-total';

/** Players per page in the admin list (the paged form). */
export const PLAYERS_PAGE_SIZE = 20;

/** Prefix of every admin player-list query; invalidate it after any change to a player. */
export const adminPlayersQueryKey = ['admin-players'] as const;

export interface PlayersPageParams {
  filters: PlayerFilters;
  limit: number;
  offset: number;
}

/** `GET /api/players?limit&offset&q&status&age`: one page plus the total from X-Total-Count. */
export function getPlayersPage(
  { filters, limit, offset }: PlayersPageParams,
  signal?: AbortSignal,
): Promise<PageResult<Player>> {
  return requestWithTotal<Player>(
    '/api/players',
    { limit, offset, ...playerFilterQuery(filters) },
    signal,
  );
}

export function usePlayersPage(params: PlayersPageParams, { enabled = true } = {}) {
  return useQuery({
    queryKey: [...adminPlayersQueryKey, 'page', params],
    queryFn: ({ signal }) => getPlayersPage(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
