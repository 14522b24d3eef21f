import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { consentsSchema, type Consents } from '@app/shared/privacy';

import { myConsentsKey } from './get-my-consents';

/** The choice shows at once; a failure puts the previous one back. */
export function useSetMarketing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (optIn: boolean) =>
      consentsSchema.parse(
        await apiRequest<unknown>('/api/players/me/consents/marketing', {
          method: 'PUT',
          json: { optIn },
        }),
      ),
    onMutate: async (optIn) => {
      await queryClient.cancelQueries({ queryKey: myConsentsKey });
      const previous = queryClient.getQueryData<Consents>(myConsentsKey);
      if (previous)
        queryClient.setQueryData<Consents>(myConsentsKey, { ...previous, marketingOptIn: optIn });
      return { previous };
    },
    onError: (_error, _optIn, context) => {
      if (context?.previous) queryClient.setQueryData(myConsentsKey, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(myConsentsKey, data),
  });
}
