import { useInfiniteQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { auditPageSchema } from '@app/shared/security';

export interface AuditFilters {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

function filterQuery(filters: AuditFilters) {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== ''));
}

/** The CSV export of the filtered view (the browser downloads it with the session cookie). */
export function auditCsvHref(filters: AuditFilters): string {
  const query = new URLSearchParams(filterQuery(filters)).toString();
  return `/api/admin/audit/export.csv${query ? `?${query}` : ''}`;
}

/** The audit log, newest first, one page of 50 at a time (keyset: "load older"). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      auditPageSchema.parse(
        await apiRequest<unknown>('/api/admin/audit', {
          signal,
          query: { ...filterQuery(filters), limit: 50, before: pageParam },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
