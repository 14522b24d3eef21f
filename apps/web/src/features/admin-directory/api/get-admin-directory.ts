import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  directoryEntrySchema,
  directoryPageSchema,
  DIRECTORY_PAGE_SIZE,
  type DirectoryEntry,
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

export function useSaveEntry(kind: DirectoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: Record<string, unknown> }) =>
      directoryEntrySchema.parse(
        await apiRequest<unknown>(id ? `/api/admin/directory/${id}` : '/api/admin/directory', {
          method: id ? 'PATCH' : 'POST',
          json: { ...input, kind },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDirectoryKey(kind) }),
  });
}

export function useDeleteEntry(kind: DirectoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: DirectoryEntry) =>
      apiRequest<unknown>(`/api/admin/directory/${entry._id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDirectoryKey(kind) }),
  });
}

/** Adds a photo (through the upload pipeline) or removes the photo at `index`. */
export function usePhotoChange(kind: DirectoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { id: string; file: File } | { id: string; index: number }) => {
      if ('file' in change) {
        const form = new FormData();
        form.append('photo', change.file);
        return directoryEntrySchema.parse(
          await apiRequest<unknown>(`/api/admin/directory/${change.id}/photos`, { form }),
        );
      }
      return directoryEntrySchema.parse(
        await apiRequest<unknown>(`/api/admin/directory/${change.id}/photos/${change.index}`, {
          method: 'DELETE',
        }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDirectoryKey(kind) }),
  });
}
