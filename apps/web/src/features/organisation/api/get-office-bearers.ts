import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { officeBearerSchema, type OfficeBearer } from '@app/shared/organisation';

export const officeBearersQueryKey = ['organisation', 'office-bearers'] as const;

/** `GET /api/office-bearers`: the chart, by group then order. */
export async function getOfficeBearers(signal?: AbortSignal): Promise<OfficeBearer[]> {
  return z
    .array(officeBearerSchema)
    .parse(await apiRequest<unknown>('/api/office-bearers', { signal }));
}

export function useOfficeBearers() {
  return useQuery({
    queryKey: officeBearersQueryKey,
    queryFn: ({ signal }) => getOfficeBearers(signal),
    staleTime: 60_000,
  });
}
