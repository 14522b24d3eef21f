import { apiRequest } from '@/lib/api-client';

/** `DELETE /api/admin/divisions/{id}` (409 while it has entries or results). */
export function deleteDivision(id: string) {
  return apiRequest<{ success: boolean; message: string }>(
    `/api/admin/divisions/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
  );
}
