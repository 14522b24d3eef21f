import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { trainingQueryKey, type ProgramKindName } from './get-programs';

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
