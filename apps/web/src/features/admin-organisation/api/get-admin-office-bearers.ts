import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { OfficeBearer } from '@app/shared/organisation';

export const adminOfficeBearersQueryKey = ['admin-organisation', 'office-bearers'] as const;

/** `GET /api/office-bearers`: the chart, by group then order. */
export function useAdminOfficeBearers() {
  return useQuery({
    queryKey: adminOfficeBearersQueryKey,
    queryFn: ({ signal }) => apiRequest<OfficeBearer[]>('/api/office-bearers', { signal }),
  });
}
