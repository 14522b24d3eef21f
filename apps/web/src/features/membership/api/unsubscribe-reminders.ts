import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

/** The reminder mail's one-click unsubscribe, by its token. */
export function useUnsubscribeReminders() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ message: string }>('/api/membership/unsubscribe', {
        method: 'POST',
        json: { token },
      }),
  });
}
