import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { myProgramSchema, playerStatisticsSchema } from '@app/shared/enrolment';
import { calendarFeedSchema } from '@app/shared/events';

import { trainingQueryKey, type ProgramKindName } from './programs';

export const myProgramsQueryKey = [...trainingQueryKey, 'mine'] as const;
export const myStatisticsQueryKey = [...trainingQueryKey, 'statistics'] as const;
const feedQueryKey = ['calendar-feed'] as const;

/** Where the signed-in player stands with each course and clinic (places, pairs, queue, offers). */
export function useMyPrograms(isEnabled = true) {
  return useQuery({
    queryKey: myProgramsQueryKey,
    queryFn: async ({ signal }) =>
      z
        .array(myProgramSchema)
        .parse(await apiRequest<unknown>('/api/players/me/programs', { signal })),
    enabled: isEnabled,
  });
}

export function useMyStatistics() {
  return useQuery({
    queryKey: myStatisticsQueryKey,
    queryFn: async ({ signal }) =>
      playerStatisticsSchema.parse(
        await apiRequest<unknown>('/api/players/me/statistics', { signal }),
      ),
  });
}

/** What a player can do with one programme: each maps to its endpoint and method. */
export const PROGRAM_ACTIONS = {
  enroll: ['POST', 'enroll'],
  cancel: ['DELETE', 'enroll'],
  joinWaitlist: ['POST', 'waitlist'],
  leaveWaitlist: ['DELETE', 'waitlist'],
  claim: ['POST', 'waitlist/claim'],
  confirmPartner: ['POST', 'partner/confirm'],
  declinePartner: ['POST', 'partner/decline'],
} as const;
export type ProgramAction = keyof typeof PROGRAM_ACTIONS;

export interface ProgramActionInput {
  action: ProgramAction;
  kind: ProgramKindName;
  id: string;
  /** Doubles: the partner's member ID (enrol and claim). */
  partnerMemberId?: string;
}

/** Runs one action; every list of programmes and the player's own refresh afterwards. */
export function useProgramAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, kind, id, partnerMemberId }: ProgramActionInput) => {
      const [method, path] = PROGRAM_ACTIONS[action];
      return apiRequest<unknown>(`/api/${kind}s/${encodeURIComponent(id)}/${path}`, {
        method,
        ...(partnerMemberId ? { json: { partnerMemberId } } : {}),
      });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trainingQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['calendar'] }),
      ]);
    },
  });
}

/** The personal calendar feed: whether it is on, and turning it on (a new address) or off. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: feedQueryKey,
    queryFn: async ({ signal }) =>
      calendarFeedSchema.parse(
        await apiRequest<unknown>('/api/players/me/calendar-feed', { signal }),
      ),
  });
}

export function useCalendarFeedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (method: 'POST' | 'DELETE') =>
      calendarFeedSchema.parse(
        await apiRequest<unknown>('/api/players/me/calendar-feed', { method }),
      ),
    onSuccess: (feed) => queryClient.setQueryData(feedQueryKey, { ...feed, url: null }),
  });
}
