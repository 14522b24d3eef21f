import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { checkoutResultSchema, type MembershipCheckoutInput } from '@app/shared/payments/schemas';

/** Opens a checkout for joining or renewing with a type; the server prices it. */
export function useMembershipCheckout() {
  return useMutation({
    mutationFn: async (input: MembershipCheckoutInput) =>
      checkoutResultSchema.parse(
        await apiRequest<unknown>('/api/players/me/membership/checkout', {
          method: 'POST',
          json: input,
        }),
      ),
  });
}
