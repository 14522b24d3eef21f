import { apiRequest } from '@/lib/api-client';
import type { DirectoryEntry } from '@app/shared/directory';

/** `DELETE /api/admin/directory/:id`: the entry leaves the finder, with its photos. */
export function deleteDirectoryEntry(entry: DirectoryEntry): Promise<unknown> {
  return apiRequest<unknown>(`/api/admin/directory/${entry._id}`, { method: 'DELETE' });
}
