import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { consentsSchema } from '@app/shared/privacy';

import { myConsentsKey } from './get-my-consents';

/** Accepts the Terms and Privacy Policy of a version. */
export function useAcceptPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: string) =>
      consentsSchema.parse(
        await apiRequest<unknown>('/api/players/me/consents/policy', {
          method: 'POST',
          json: { version },
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(myConsentsKey, data),
    onError: () => queryClient.invalidateQueries({ queryKey: myConsentsKey }),
  });
}
