import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { consentsSchema } from '@app/shared/privacy';

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
    onSuccess: (data) => queryClient.setQueryData(myConsentsKey, data),
  });
}
