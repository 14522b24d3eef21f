import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { myCardKey } from './get-my-card';

/** A new QR code for the card; the old one stops working. */
export function useRotateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>('/api/players/me/card/rotate', { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myCardKey }),
  });
}
