import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { staffAccountDeletionSchema } from '@app/shared/privacy';

/** Account deletions: pending ones (soonest first), then those done or cancelled lately. */
export function useAccountDeletions() {
  return useQuery({
    queryKey: ['admin', 'privacy', 'deletions'] as const,
    queryFn: async ({ signal }) =>
      z
        .array(staffAccountDeletionSchema)
        .parse(await apiRequest<unknown>('/api/admin/privacy/deletions', { signal })),
  });
}
