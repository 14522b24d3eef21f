import { useInfiniteQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  directoryPageSchema,
  DIRECTORY_PAGE_SIZE,
  type DirectoryKind,
} from '@app/shared/directory';

export interface DirectoryFilters {
  kind: DirectoryKind;
  state: string | undefined;
  q: string;
}

/** The public list for a kind, 24 at a time. */
export function useDirectory(filters: DirectoryFilters) {
  return useInfiniteQuery({
    queryKey: ['directory', filters] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const search = new URLSearchParams({ kind: filters.kind, offset: String(pageParam) });
      if (filters.state) search.set('state', filters.state);
      if (filters.q) search.set('q', filters.q);
      return directoryPageSchema.parse(
        await apiRequest<unknown>(`/api/directory?${search.toString()}`, { signal }),
      );
    },
    getNextPageParam: (last, pages) => {
      const shown = pages.length * DIRECTORY_PAGE_SIZE;
      return shown < last.total ? shown : undefined;
    },
    staleTime: 60_000,
  });
}
