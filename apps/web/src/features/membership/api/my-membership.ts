import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  membershipCardSchema,
  membershipSummarySchema,
  renewalRequestSchema,
  type RenewalRequestInput,
} from '@app/shared/membership';
import type { ChangePlayerPasswordInput } from '@app/shared/players';

export const myMembershipKey = ['me', 'membership'] as const;
export const myCardKey = ['me', 'card'] as const;

export function useMyMembership() {
  return useQuery({
    queryKey: myMembershipKey,
    queryFn: async ({ signal }) =>
      membershipSummarySchema.parse(
        await apiRequest<unknown>('/api/players/me/membership', { signal }),
      ),
  });
}

export function useRequestRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RenewalRequestInput) =>
      renewalRequestSchema.parse(
        await apiRequest<unknown>('/api/players/me/membership/renewals', {
          method: 'POST',
          json: input,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myMembershipKey }),
  });
}

export function useCancelRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(`/api/players/me/membership/renewals/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myMembershipKey }),
  });
}

export function useSetReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (optOut: boolean) =>
      membershipSummarySchema.parse(
        await apiRequest<unknown>('/api/players/me/membership/reminders', {
          method: 'PUT',
          json: { optOut },
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(myMembershipKey, data),
  });
}

export function useMyCard() {
  return useQuery({
    queryKey: myCardKey,
    queryFn: async ({ signal }) =>
      membershipCardSchema.parse(await apiRequest<unknown>('/api/players/me/card', { signal })),
  });
}

export function useRotateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>('/api/players/me/card/rotate', { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myCardKey }),
  });
}

export function useChangePlayerPassword() {
  return useMutation({
    mutationFn: (input: ChangePlayerPasswordInput) =>
      apiRequest<{ message: string }>('/api/players/me/password', { method: 'PUT', json: input }),
  });
}

export const receiptHref = (receiptNumber: string) =>
  `/api/players/me/membership/receipts/${encodeURIComponent(receiptNumber)}`;
export const CARD_PDF_HREF = '/api/players/me/card.pdf';
/** The service worker that keeps the card for offline use (apps/web/public/player). */
export const CARD_WORKER_URL = '/player/card-sw.js';
