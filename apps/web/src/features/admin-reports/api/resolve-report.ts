import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Report } from '@app/shared/posts';

import { reportsQueryKey } from './get-reports';

/** `PUT /api/reports/{id}/resolve` → the updated report. */
export function resolveReport(reportId: string): Promise<Report> {
  return apiRequest<Report>(`/api/reports/${encodeURIComponent(reportId)}/resolve`, {
    method: 'PUT',
  });
}

/** Resolves a report; the list is reloaded whatever the outcome, so it never shows stale state. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
