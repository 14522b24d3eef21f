import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { auditPageSchema, auditQuerySchema } from '@app/shared/security';

/** The audit log's filters in the URL, as `GET /api/admin/audit` takes them (server-applied). */
export const auditFiltersSchema = auditQuerySchema.pick({
  actor: true,
  action: true,
  targetType: true,
  targetId: true,
  from: true,
  to: true,
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;

/** The filters that are set, as query parameters. */
function filterQuery(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
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
