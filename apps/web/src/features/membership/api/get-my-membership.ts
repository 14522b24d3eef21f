import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { membershipSummarySchema } from '@app/shared/membership';

export const myMembershipKey = ['me', 'membership'] as const;

/** The player's membership: status, terms, receipts, a pending renewal and the choices. */
export function useMyMembership() {
  return useQuery({
    queryKey: myMembershipKey,
    queryFn: async ({ signal }) =>
      membershipSummarySchema.parse(
        await apiRequest<unknown>('/api/players/me/membership', { signal }),
      ),
  });
}

/** Where a receipt of the player's downloads (PDF). */
export const receiptHref = (receiptNumber: string) =>
  `/api/players/me/membership/receipts/${encodeURIComponent(receiptNumber)}`;
