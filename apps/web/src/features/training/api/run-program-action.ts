import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { EnrolResult, WithdrawResult } from '@app/shared/enrolment';
import { paymentOrderSchema } from '@app/shared/payments/schemas';

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
  /** Paid online: one checkout per attempt (a retry of the attempt sends the same key). */
  idempotencyKey?: string;
}

/** What an action answers (the fields a paid-online enrolment or withdrawal adds). */
export type ProgramActionResult = Partial<Pick<EnrolResult, 'checkoutUrl' | 'holdExpiresAt'>> &
  Partial<Pick<WithdrawResult, 'refund'>>;

/** Where "Pay now" goes: the open order's checkout (null once it is no longer open). */
export async function checkoutUrlOf(orderId: string): Promise<string | null> {
  const order = paymentOrderSchema.parse(
    await apiRequest<unknown>(`/api/players/me/payments/${encodeURIComponent(orderId)}`),
  );
  return order.status === 'open' ? order.checkoutUrl : null;
}

/** Runs one action; every list of programmes and the player's own refresh afterwards. */
export function useProgramAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, kind, id, partnerMemberId, idempotencyKey }: ProgramActionInput) => {
      const [method, path] = PROGRAM_ACTIONS[action];
      const json = {
        ...(partnerMemberId ? { partnerMemberId } : {}),
        ...(idempotencyKey ? { idempotencyKey } : {}),
      };
      // Enrolling or claiming may answer with a checkout (paid online); withdrawing, a refund.
      return apiRequest<ProgramActionResult>(`/api/${kind}s/${encodeURIComponent(id)}/${path}`, {
        method,
        ...(Object.keys(json).length > 0 ? { json } : {}),
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
