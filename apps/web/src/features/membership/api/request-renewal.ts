import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { renewalRequestSchema, type RenewalRequestInput } from '@app/shared/membership';

import { myMembershipKey } from './get-my-membership';

/** Asks to renew (or join) with a type; one idempotency key per request. */
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
