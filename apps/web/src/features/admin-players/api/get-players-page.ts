import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiRequestWithMeta } from '@/lib/api-client';
import type { Player } from '@app/shared/players';

import { playerFilterQuery, type PlayerFilters } from '../utils/player-filters';

/** Prefix of every admin player-list query; invalidate it after any change to a player. */
export const adminPlayersQueryKey = ['admin-players'] as const;

export interface PageResult<T> {
  items: T[];
  /** From `X-Total-Count`; the number of items when the header is missing. */
  total: number;
}

export interface PlayersPageParams {
  filters: PlayerFilters;
  limit: number;
  offset: number;
}

/** `GET /api/players?limit&offset&q&status&age`: one page plus the total from X-Total-Count. */
export async function getPlayersPage(
  { filters, limit, offset }: PlayersPageParams,
  signal?: AbortSignal,
): Promise<PageResult<Player>> {
  const { data, headers } = await apiRequestWithMeta<unknown>('/api/players', {
    query: { limit, offset, ...playerFilterQuery(filters) },
    signal,
  });
  const items = Array.isArray(data) ? (data as Player[]) : [];
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isFinite(total) && total >= 0 ? total : items.length };
}

/** The cache key of one page of the list. */
export const playersPageKey = (params: PlayersPageParams) =>
  [...adminPlayersQueryKey, 'page', params] as const;

export function usePlayersPage(params: PlayersPageParams, { enabled = true } = {}) {
  return useQuery({
    queryKey: playersPageKey(params),
    queryFn: ({ signal }) => getPlayersPage(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
