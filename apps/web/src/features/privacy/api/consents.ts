import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { consentsSchema, type Consents } from '@app/shared/privacy';

export const myConsentsKey = ['me', 'consents'] as const;

export function useMyConsents() {
  return useQuery({
    queryKey: myConsentsKey,
    queryFn: async ({ signal }) =>
      consentsSchema.parse(await apiRequest<unknown>('/api/players/me/consents', { signal })),
  });
}

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
