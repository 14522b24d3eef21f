import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { ApiError, apiRequest } from '@/lib/api-client';
import { publicResultsSchema } from '@app/shared/competition/public-results';
import {
  playerRankingSchema,
  publicProfileSchema,
  publicRankingRulesSchema,
  rankingsPageSchema,
} from '@app/shared/competition/rankings';

export interface RankingsFilters {
  category: string;
  state: string | undefined;
  q: string;
  page: number;
}

/**
 * The record, or null when the API answers 404: the page then renders the not-found view, the
 * same on the server (which answers the page with status 404) and in the browser.
 */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Refusals a retry cannot change: a rate limit answers the same until it passes. */
const isFinal = (error: unknown) => error instanceof ApiError && error.status === 429;

/** One page of a category's ranking (25 players), filtered by state and a name/ID search. */
export function useRankings(filters: RankingsFilters) {
  return useQuery({
    queryKey: ['rankings', filters] as const,
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({
        category: filters.category,
        page: String(filters.page),
      });
      if (filters.state) search.set('state', filters.state);
      if (filters.q) search.set('q', filters.q);
      return rankingsPageSchema.parse(
        await apiRequest<unknown>(`/api/rankings?${search.toString()}`, { signal }),
      );
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** A ranked player's results in a category, counted or not ("why this many points"). */
export function usePlayerRanking(memberId: string, category: string, enabled: boolean) {
  return useQuery({
    queryKey: ['ranking-player', memberId, category] as const,
    queryFn: async ({ signal }) =>
      playerRankingSchema.parse(
        await apiRequest<unknown>(
          `/api/rankings/players/${encodeURIComponent(memberId)}?category=${encodeURIComponent(category)}`,
          { signal },
        ),
      ),
    enabled,
    staleTime: 60_000,
    retry: (count, error) => !isFinal(error) && count < 2,
  });
}

/** The rules in force (and any announced for later), with the points table and tie-breaks. */
export function useRankingRules() {
  return useQuery({
    queryKey: ['ranking-rules'] as const,
    queryFn: async ({ signal }) =>
      publicRankingRulesSchema.parse(await apiRequest<unknown>('/api/rankings/rules', { signal })),
    staleTime: 5 * 60_000,
  });
}

/** A player's public profile; null when it is not public (or no such member). */
export function usePublicProfile(memberId: string) {
  return useQuery({
    queryKey: ['player-profile', memberId] as const,
    queryFn: async ({ signal }) =>
      orNull(async () =>
        publicProfileSchema.parse(
          await apiRequest<unknown>(`/api/players/${encodeURIComponent(memberId)}/profile`, {
            signal,
          }),
        ),
      ),
    staleTime: 60_000,
    retry: (count, error) => !isFinal(error) && count < 2,
  });
}

/** A tournament's published results; null for an unknown tournament. */
export function usePublicResults(tournamentId: string) {
  return useQuery({
    queryKey: ['tournament-results', tournamentId] as const,
    queryFn: async ({ signal }) =>
      orNull(async () =>
        publicResultsSchema.parse(
          await apiRequest<unknown>(
            `/api/tournaments/${encodeURIComponent(tournamentId)}/results`,
            { signal },
          ),
        ),
      ),
    staleTime: 60_000,
    retry: (count, error) => !isFinal(error) && count < 2,
  });
}
