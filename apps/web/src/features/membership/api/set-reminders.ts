import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { membershipSummarySchema } from '@app/shared/membership';

import { myMembershipKey } from './get-my-membership';

/** Turns the renewal reminders off (or on again). */
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
