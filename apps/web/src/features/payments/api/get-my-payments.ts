import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { paymentOrderSchema, type PaymentOrder } from '@app/shared/payments/schemas';

export const myPaymentsKey = ['me', 'payments'] as const;
export const myPaymentKey = (id: string) => [...myPaymentsKey, id] as const;

/**
 * What a paid order changes besides itself: the membership (term, receipts), the card and the
 * list. Written out here: the membership feature depends on this one, not the reverse.
 */
export const AFTER_PAYMENT_KEYS = [['me', 'membership'], ['me', 'card'], myPaymentsKey] as const;

/** Still waiting for the gateway: open, or an FPX payment on its way. */
export const isUnsettled = (order: PaymentOrder | undefined) => order?.status === 'open';

/** The player's orders, newest first. */
export function useMyPayments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: myPaymentsKey,
    queryFn: async ({ signal }) =>
      z
        .array(paymentOrderSchema)
        .parse(await apiRequest<unknown>('/api/players/me/payments', { signal })),
    enabled,
  });
}

/** How often an unsettled order is asked about, and for how long before saying so. */
export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 120_000;

/** One order; asked again every 2 s while it is still open and `poll` says to wait for it. */
export function useMyPayment(
  id: string | null,
  { poll }: { poll: (order: PaymentOrder) => boolean },
) {
  return useQuery({
    queryKey: myPaymentKey(id ?? ''),
    queryFn: async ({ signal }) =>
      paymentOrderSchema.parse(
        await apiRequest<unknown>(`/api/players/me/payments/${encodeURIComponent(id ?? '')}`, {
          signal,
        }),
      ),
    enabled: id !== null,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && isUnsettled(order) && poll(order) ? POLL_EVERY_MS : false;
    },
    // The answer on return from the gateway must be fresh, never a cached 'open'.
    staleTime: 0,
  });
}
