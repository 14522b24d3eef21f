import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { DirectoryEntry, DirectoryKind } from '@app/shared/directory';

import { adminDirectoryKey } from './get-admin-directory';

export function useDeleteDirectoryEntry(kind: DirectoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: DirectoryEntry) =>
      apiRequest<unknown>(`/api/admin/directory/${entry._id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDirectoryKey(kind) }),
  });
}
