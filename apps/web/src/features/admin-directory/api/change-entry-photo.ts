import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { directoryEntrySchema, type DirectoryKind } from '@app/shared/directory';

import { adminDirectoryKey } from './get-admin-directory';

/** Adds a photo (through the upload pipeline) or removes the photo at `index`. */
export function useChangeEntryPhoto(kind: DirectoryKind) {
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
