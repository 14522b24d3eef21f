import { useInfiniteQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  directoryPageSchema,
  DIRECTORY_PAGE_SIZE,
  type DirectoryKind,
} from '@app/shared/directory';

export const adminDirectoryKey = (kind: DirectoryKind) => ['admin-directory', kind] as const;

/** Every entry of a kind, listed or not (staff see coaches without consent too), a page at a time. */
export function useAdminDirectory(kind: DirectoryKind, missingMs = false) {
  return useInfiniteQuery({
    queryKey: [...adminDirectoryKey(kind), { missingMs }] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      directoryPageSchema.parse(
        await apiRequest<unknown>(
          `/api/admin/directory?kind=${kind}&offset=${pageParam}${missingMs ? '&missingMs=true' : ''}`,
          { signal },
        ),
      ),
    getNextPageParam: (last, pages) => {
      const shown = pages.length * DIRECTORY_PAGE_SIZE;
      return shown < last.total ? shown : undefined;
    },
  });
}
