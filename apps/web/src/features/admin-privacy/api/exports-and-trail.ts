import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { privacyTrailEntrySchema, staffDataExportSchema } from '@app/shared/privacy';

/** The newest data exports players made (up to 100). */
export function useStaffExports() {
  return useQuery({
    queryKey: ['admin', 'privacy', 'exports'] as const,
    queryFn: async ({ signal }) =>
      z
        .array(staffDataExportSchema)
        .parse(await apiRequest<unknown>('/api/admin/privacy/exports', { signal })),
  });
}

/** The audit trail of one player's data requests; fetched only while `playerId` is set. */
export function usePrivacyTrail(playerId: string | null) {
  return useQuery({
    queryKey: ['admin', 'privacy', 'trail', playerId] as const,
    enabled: playerId !== null,
    queryFn: async ({ signal }) =>
      z
        .array(privacyTrailEntrySchema)
        .parse(
          await apiRequest<unknown>(
            `/api/admin/privacy/players/${encodeURIComponent(playerId ?? '')}/trail`,
            { signal },
          ),
        ),
  });
}
