import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { paymentOptionsSchema } from '@app/shared/payments/schemas';

export const paymentOptionsKey = ['payments', 'options'] as const;

/**
 * Whether the site takes payment online, and how. Without an answer (the call failed) the
 * portal offers bank transfer only, as it does without gateway keys.
 */
export function usePaymentOptions() {
  const query = useQuery({
    queryKey: paymentOptionsKey,
    queryFn: async ({ signal }) =>
      paymentOptionsSchema.parse(await apiRequest<unknown>('/api/payments/options', { signal })),
    staleTime: 5 * 60_000,
    // Bank transfer is always there: a failed answer is not worth keeping the player waiting.
    retry: false,
  });
  return { ...query, online: query.data?.online === true, methods: query.data?.methods ?? [] };
}
