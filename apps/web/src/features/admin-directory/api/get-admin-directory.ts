import { useInfiniteQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  directoryPageSchema,
  DIRECTORY_PAGE_SIZE,
  type DirectoryKind,
} from '@app/shared/directory';

export const adminDirectoryKey = (kind: DirectoryKind) => ['admin-directory', kind] as const;
export const adminDirectoryListKey = (kind: DirectoryKind, missingMs: boolean) =>
  [...adminDirectoryKey(kind), { missingMs }] as const;

/** Every entry of a kind, listed or not (staff see coaches without consent too), a page at a time. */
export function useAdminDirectory(kind: DirectoryKind, missingMs = false) {
  return useInfiniteQuery({
    queryKey: adminDirectoryListKey(kind, missingMs),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      directoryPageSchema.parse(
        await apiRequest<unknown>('/api/admin/directory', {
          query: { kind, offset: pageParam, missingMs: missingMs ? 'true' : undefined },
          signal,
        }),
      ),
    getNextPageParam: (last, pages) => {
      const shown = pages.length * DIRECTORY_PAGE_SIZE;
      return shown < last.total ? shown : undefined;
    },
  });
}
