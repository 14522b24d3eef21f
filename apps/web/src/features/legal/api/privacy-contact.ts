import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { privacyContactSchema } from '@app/shared/privacy';

/** The data protection officer's address the server is configured with (DPO_EMAIL), if any. */
export function usePrivacyContact() {
  return useQuery({
    queryKey: ['privacy', 'contact'] as const,
    queryFn: async ({ signal }) =>
      privacyContactSchema.parse(await apiRequest<unknown>('/api/privacy/contact', { signal })),
    staleTime: 5 * 60_000,
  });
}
