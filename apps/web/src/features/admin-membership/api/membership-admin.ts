import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import {
  membershipDashboardSchema,
  membershipSettingsSchema,
  membershipSummarySchema,
  membershipTypeSchema,
  renewalRequestSchema,
  type CancelRefundInput,
  type CancelTermInput,
  type ChangeTypeInput,
  type MembershipSettings,
  type MembershipTypeInput,
  type RecordPaymentInput,
  type VoidReceiptInput,
} from '@app/shared/membership';

const ROOT = ['admin', 'membership'] as const;
const keys = {
  dashboard: [...ROOT, 'dashboard'] as const,
  renewals: [...ROOT, 'renewals'] as const,
  types: [...ROOT, 'types'] as const,
  settings: [...ROOT, 'settings'] as const,
  member: (id: string) => [...ROOT, 'member', id] as const,
};

const get =
  <T>(url: string, schema: z.ZodType<T>) =>
  async ({ signal }: { signal: AbortSignal }) =>
    schema.parse(await apiRequest<unknown>(url, { signal }));

export const useMembershipDashboard = () =>
  useQuery({
    queryKey: keys.dashboard,
    queryFn: get('/api/admin/membership/dashboard', membershipDashboardSchema),
  });
export const usePendingRenewals = () =>
  useQuery({
    queryKey: keys.renewals,
    queryFn: get('/api/admin/membership/renewals', z.array(renewalRequestSchema)),
  });
/** `enabled: false` for staff who only read a member (treasurers may not list the types). */
export const useMembershipTypes = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: keys.types,
    queryFn: get('/api/admin/membership/types', z.array(membershipTypeSchema)),
    enabled,
  });
export const useMembershipSettings = () =>
  useQuery({
    queryKey: keys.settings,
    queryFn: get('/api/admin/membership/settings', membershipSettingsSchema),
  });
export const useMemberMembership = (playerId: string) =>
  useQuery({
    queryKey: keys.member(playerId),
    queryFn: get(
      `/api/admin/members/${encodeURIComponent(playerId)}/membership`,
      membershipSummarySchema,
    ),
  });

/** After any officer action: every membership view, and the players list's columns. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ROOT }),
      queryClient.invalidateQueries({ queryKey: ['admin-players'] }),
      // Voids and cancellations with a refund change receipts: Finance (opened from there) too.
      queryClient.invalidateQueries({ queryKey: ['admin', 'finance'] }),
    ]);
}

export function useSaveMembershipType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MembershipTypeInput }) =>
      apiRequest<unknown>(
        id ? `/api/admin/membership/types/${id}` : '/api/admin/membership/types',
        {
          method: id ? 'PUT' : 'POST',
          json: input,
        },
      ),
    onSettled: refresh,
  });
}

export function useSaveMembershipSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: MembershipSettings) =>
      apiRequest<unknown>('/api/admin/membership/settings', { method: 'PUT', json: input }),
    onSettled: refresh,
  });
}

const memberUrl = (playerId: string, path: string) =>
  `/api/admin/members/${encodeURIComponent(playerId)}/${path}`;

export function useRecordPayment(playerId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: RecordPaymentInput) =>
      z.object({ receiptNumber: z.string() }).parse(
        await apiRequest<unknown>(memberUrl(playerId, 'membership/payments'), {
          method: 'POST',
          json: input,
        }),
      ),
    onSettled: refresh,
  });
}

/** Voids a staff-recorded receipt (a credit note; the term it bought is cancelled). */
export function useVoidReceipt(playerId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      receiptNumber,
      input,
    }: {
      receiptNumber: string;
      input: VoidReceiptInput;
    }) =>
      membershipSummarySchema.parse(
        await apiRequest<unknown>(
          memberUrl(playerId, `membership/receipts/${encodeURIComponent(receiptNumber)}/void`),
          { method: 'POST', json: input },
        ),
      ),
    onSettled: refresh,
  });
}

/** Cancels the latest term, keeping or voiding its receipt. */
export function useCancelTerm(playerId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: CancelTermInput) =>
      membershipSummarySchema.parse(
        await apiRequest<unknown>(memberUrl(playerId, 'membership/cancel'), {
          method: 'POST',
          json: input,
        }),
      ),
    onSettled: refresh,
  });
}

/**
 * Cancels the latest term and refunds what is left on its online receipt through the gateway
 * (treasurers and super admins; one request, retried with the same key refunds once).
 */
export function useCancelRefund(playerId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: CancelRefundInput) =>
      membershipSummarySchema.parse(
        await apiRequest<unknown>(memberUrl(playerId, 'membership/cancel-refund'), {
          method: 'POST',
          json: input,
        }),
      ),
    onSettled: refresh,
  });
}

export type MemberAction =
  | { kind: 'suspend' | 'unsuspend' | 'cancel'; reason: string }
  | { kind: 'type'; input: ChangeTypeInput }
  | { kind: 'rotate' };

export function useMemberAction(playerId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (action: MemberAction) => {
      switch (action.kind) {
        case 'type':
          return apiRequest<unknown>(memberUrl(playerId, 'membership/type'), {
            method: 'PUT',
            json: action.input,
          });
        case 'rotate':
          return apiRequest<unknown>(memberUrl(playerId, 'card/rotate'), {
            method: 'POST',
            json: {},
          });
        default:
          return apiRequest<unknown>(memberUrl(playerId, `membership/${action.kind}`), {
            method: 'POST',
            json: { reason: action.reason },
          });
      }
    },
    onSettled: refresh,
  });
}

export const adminReceiptHref = (playerId: string, receiptNumber: string) =>
  memberUrl(playerId, `membership/receipts/${encodeURIComponent(receiptNumber)}`);

export const adminCreditNoteHref = (playerId: string, number: string) =>
  memberUrl(playerId, `membership/credit-notes/${encodeURIComponent(number)}`);
