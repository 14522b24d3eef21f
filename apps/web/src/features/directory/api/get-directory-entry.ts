import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { directoryEntrySchema } from '@app/shared/directory';

/** One listed entry (404 for an unknown one, or a coach or referee no longer listed). */
export function useDirectoryEntry(id: string) {
  return useQuery({
    queryKey: ['directory-entry', id] as const,
    queryFn: async ({ signal }) =>
      directoryEntrySchema.parse(
        await apiRequest<unknown>(`/api/directory/${encodeURIComponent(id)}`, { signal }),
      ),
    staleTime: 60_000,
    retry: (count, error) =>
      !(error instanceof Error && 'status' in error && error.status === 404) && count < 2,
  });
}
