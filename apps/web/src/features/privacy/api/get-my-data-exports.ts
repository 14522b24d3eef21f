import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { dataExportListSchema, type DataExport } from '@app/shared/privacy';

export const myDataExportsKey = ['me', 'data-exports'] as const;

const isOpen = (e: DataExport | undefined) => e?.status === 'queued' || e?.status === 'running';

/** The player's exports, newest first; polled while the newest is still being prepared. */
export function useMyDataExports() {
  return useQuery({
    queryKey: myDataExportsKey,
    queryFn: async ({ signal }) =>
      dataExportListSchema.parse(
        await apiRequest<unknown>('/api/players/me/data-exports', { signal }),
      ),
    refetchInterval: (query) => (isOpen(query.state.data?.[0]) ? 1500 : false),
  });
}

/** Where a ready export downloads (once). */
export const downloadUrl = (id: string) =>
  `/api/players/me/data-exports/${encodeURIComponent(id)}/download`;
