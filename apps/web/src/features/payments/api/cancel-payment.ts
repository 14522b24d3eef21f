import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { paymentOrderSchema } from '@app/shared/payments/schemas';

import { myPaymentKey, myPaymentsKey } from './get-my-payments';

/** Cancels an open order (nothing was charged); a closed one answers 409. */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      paymentOrderSchema.parse(
        await apiRequest<unknown>(`/api/players/me/payments/${encodeURIComponent(id)}/cancel`, {
          method: 'POST',
        }),
      ),
    onSuccess: (order) => queryClient.setQueryData(myPaymentKey(order.id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPaymentsKey }),
  });
}
