import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { directoryEntrySchema, type DirectoryKind } from '@app/shared/directory';

import { adminDirectoryKey } from './get-admin-directory';

/** Creates an entry of `kind` (no id) or updates one. */
export function useSaveDirectoryEntry(kind: DirectoryKind) {
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
