import { useQuery } from '@tanstack/react-query';

import { ApiError, apiRequest } from '@/lib/api-client';
import { verifyResultSchema } from '@app/shared/membership';

/** The public card check; null when the card is not recognised (404). */
export function useVerifyCard(token: string) {
  return useQuery({
    queryKey: ['verify', token],
    queryFn: async ({ signal }) => {
      try {
        return verifyResultSchema.parse(
          await apiRequest<unknown>(`/api/verify/${encodeURIComponent(token)}`, { signal }),
        );
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    retry: false,
    gcTime: 0,
  });
}
