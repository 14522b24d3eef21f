import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Report } from '@app/shared/posts';

export const reportsQueryKey = ['admin-reports', 'list'] as const;

/**
 * `GET /api/reports`: every report, newest first. The whole list is fetched (no `status`) so the
 * filter counts and the filtered list come from the same data.
 */
export async function getReports(signal?: AbortSignal): Promise<Report[]> {
  const data = await apiRequest<unknown>('/api/reports', { signal });
  return Array.isArray(data) ? (data as Report[]) : [];
}

export function useReports() {
  return useQuery({ queryKey: reportsQueryKey, queryFn: ({ signal }) => getReports(signal) });
}
